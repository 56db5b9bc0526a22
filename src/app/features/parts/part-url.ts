/** A part's address in this portal: what its label's QR code holds. */
export function partUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/parts/${encodeURIComponent(id)}`;
}

/** The part id in a scanned text when it is this portal's address of a part, else null. */
export function partIdFromUrl(text: string, origin: string = window.location.origin): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = /^\/parts\/([^/]+)\/?$/.exec(url.pathname);
  if (!match || match[1] === 'import' || match[1] === 'scan') return null;
  return decodeURIComponent(match[1]!);
}
