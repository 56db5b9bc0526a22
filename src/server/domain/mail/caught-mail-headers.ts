/** The headers a reader's mail program acts on (an unsubscribe button), kept with each caught message. */
const KEPT_HEADERS = new Set(['list-unsubscribe', 'list-unsubscribe-post']);

/**
 * Those headers as received, by lower-cased name, unfolded (a long value may be split over lines);
 * the first of each when repeated. mailparser's own parse of List-* headers drops what it does not
 * understand, so the raw lines are read instead.
 */
export function keptHeadersOf(headerLines: readonly { key: string; line: string }[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const { key, line } of headerLines) {
    const name = key.toLowerCase();
    if (!KEPT_HEADERS.has(name) || name in kept) continue;
    kept[name] = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n(?=[ \t])/g, '')
      .trim();
  }
  return kept;
}
