/**
 * The addresses in a List-Unsubscribe header (RFC 2369: `<https://…>, <mailto:…>`), in order. A
 * value without angle brackets is taken whole, so a malformed header still shows what it said.
 */
export function unsubscribeTargetsOf(header: string): string[] {
  const bracketed = [...header.matchAll(/<([^<>]*)>/g)].map((match) => match[1]!.trim()).filter(Boolean);
  if (bracketed.length > 0) return bracketed;
  const whole = header.trim();
  return whole ? [whole] : [];
}

/** RFC 8058: the sender takes a POST of `List-Unsubscribe=One-Click` to its https address. */
export function isOneClick(post: string | null | undefined): boolean {
  return post?.trim().toLowerCase() === 'list-unsubscribe=one-click';
}
