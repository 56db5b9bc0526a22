import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** WCAG 2.1 A and AA: the bar every screen must clear with zero violations. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  rule: string;
  impact: AxeResults['violations'][number]['impact'];
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page itself. The portal renders no frames, so nothing needs axe's
 * cross-frame run: @axe-core/playwright's default mode finishes every analysis in a new blank page
 * and injects axe afresh each time, which took 4–6 s a check where this takes under one. axe is
 * injected once per document (through the debugger protocol, which the page's CSP does not govern)
 * and reused by later checks on the same document.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours fade for a moment when the scheme changes (transition-colors): check the settled page,
  // not a frame mid-fade. A scheme change reaches the page's listeners in its next frame, and their
  // restyle starts the fades, so wait two frames before collecting them. Only transitions end; a
  // spinner's animation runs on.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, WCAG_TAGS);
  expect(violations).toEqual([]);
}
