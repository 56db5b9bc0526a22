import { escapeHtml } from '../html-text';

export interface MailBody {
  /** The first line, in bold. */
  heading: string;
  /** Plain paragraphs, escaped here. */
  paragraphs: readonly string[];
  action?: { label: string; url: string } | undefined;
  /** Small print under the action. */
  footnote?: string | undefined;
}

/**
 * One message in both parts, HTML and text, from the same words: a single column that reads at
 * 360 px, system colours so dark mode readers can invert it, the link also written out in full.
 */
export function renderMail(body: MailBody): { html: string; text: string } {
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(body.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;word-break:break-all">Or open this link: <a href="${escapeHtml(body.action.url)}">${escapeHtml(body.action.url)}</a></p>`
    : '';
  const footnote = body.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(body.footnote)}</p>`
    : '';
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">' +
    `<title>${escapeHtml(body.heading)}</title></head>` +
    '<body style="margin:0;padding:0"><div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:16px;line-height:1.5">' +
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(body.heading)}</h1>${paragraphs}${action}${footnote}` +
    '<p style="margin:32px 0 0;font-size:13px;color:#6b7280">Whetstone · tool sharpening, picked up and delivered</p></div></body></html>';
  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.footnote ? [body.footnote, ''] : []),
    '-- ',
    'Whetstone · tool sharpening, picked up and delivered',
  ].join('\n');
  return { html, text };
}
