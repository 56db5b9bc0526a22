/**
 * The URL if it is an absolute http(s) address, else null. Anything a server sends that
 * we render as a link goes through here, so `javascript:` or `data:` never becomes clickable.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
