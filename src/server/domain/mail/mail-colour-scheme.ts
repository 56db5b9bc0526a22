/** How a mail program shows a message: in its light or its dark colours. */
export type MailColours = 'light' | 'dark';

const DARK_QUERY = /@media\s*\(\s*prefers-color-scheme\s*:\s*dark\s*\)/gi;

/**
 * A message's HTML as a mail program in `colours` shows it: its `prefers-color-scheme: dark`
 * rules always on (dark) or never (light), whatever the reader's own browser prefers. Only the
 * sandbox's preview of it changes; the message is sent as written.
 */
export function htmlInColours(html: string, colours: MailColours): string {
  return html.replace(DARK_QUERY, colours === 'dark' ? '@media all' : '@media not all');
}
