const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"')\]]+/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name]!);
}

function httpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The links a person may follow from a message: its HTML's hrefs and its text's URLs, http(s) only
 * (never javascript:, data: or mailto:), each once, in the order they appear.
 */
export function linksOf(html: string, text: string): string[] {
  const found = [
    ...[...html.matchAll(HREF)].map((match) => decodeEntities(match[1] ?? match[2] ?? match[3] ?? '')),
    ...[...text.matchAll(URL_IN_TEXT)].map((match) => match[0].replace(/[.,;:!?]+$/, '')),
  ];
  return [...new Set(found.map(httpUrl).filter((url): url is string => url !== null))];
}
