const BASE = 'https://portal.invalid';

/**
 * Whether the browser would read the path as another origin: it drops tabs and newlines and
 * reads `\` as `/`, so `/<tab>/evil.example` means `//evil.example`.
 */
function leavesOrigin(target: string): boolean {
  try {
    return new URL(target, BASE).origin !== BASE;
  } catch {
    return true;
  }
}

/** Only same-origin paths are followed after sign-in, so a crafted link can't send users elsewhere. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\') || leavesOrigin(target))
    return '/';
  if (target.startsWith('/sign-in')) return '/';
  return target;
}
