export type MeasureText = (text: string) => number;

const ELLIPSIS = '…';

/** The text if it fits the width, else as much of it as fits followed by an ellipsis. */
export function fitText(text: string, width: number, measure: MeasureText): string {
  if (measure(text) <= width) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  // The longest prefix that fits with its ellipsis (widths grow with length, so halve the range).
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(chars.slice(0, mid).join('').trimEnd() + ELLIPSIS) <= width) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '' : chars.slice(0, low).join('').trimEnd() + ELLIPSIS;
}

/**
 * Up to maxLines lines of the text, broken between words where it can (inside a word too long
 * for a line); the last line ends in an ellipsis when the text goes on.
 */
export function wrapText(text: string, width: number, maxLines: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let rest = text.trim().replace(/\s+/g, ' ');
  while (rest !== '' && lines.length < maxLines - 1) {
    if (measure(rest) <= width) break;
    const words = rest.split(' ');
    let line = '';
    for (const word of words) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(candidate) > width) break;
      line = candidate;
    }
    if (line === '') line = fitText(rest, width, measure).replace(/…$/, '');
    if (line === '') break;
    lines.push(line);
    rest = rest.slice(line.length).trimStart();
  }
  if (rest !== '') lines.push(fitText(rest, width, measure));
  return lines;
}
