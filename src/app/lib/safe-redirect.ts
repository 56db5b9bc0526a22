/** Only same-origin paths are followed after sign-in, so a crafted link can't send users elsewhere. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target.startsWith('/sign-in')) return '/';
  return target;
}
