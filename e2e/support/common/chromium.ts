import { existsSync } from 'node:fs';

/** The full Chromium (Debian's `chromium`): the camera spec and the benchmarks run in it. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * What the specs run in: Chromium's headless shell (Debian's `chromium-headless-shell`, the same
 * build Playwright runs headless by default), which spends about a third less CPU per test than
 * the full browser. Where it is not installed, the full browser.
 */
export const SPEC_CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
