import type { Reader } from './env-reader';

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** MAIL_FROM: `Name <address>` or a bare address; a line break would let it write other headers. */
export function mailFromOf(read: Reader, fallback: string): string {
  const raw = read.text('MAIL_FROM');
  if (raw === undefined) return fallback;
  const named = /^([^<>\r\n]*)<([^<>]+)>$/.exec(raw);
  const address = named ? named[2]!.trim() : raw;
  if (!/[\r\n]/.test(raw) && ADDRESS.test(address)) return raw;
  read.problems.push(`MAIL_FROM must be an address such as "Whetstone <no-reply@example.com>" (got "${raw}").`);
  return fallback;
}

/** SMTP_URL: smtp:// or smtps://, as nodemailer reads it; a refusal names the URL without its password. */
export function smtpUrlOf(read: Reader): string | undefined {
  const raw = read.text('SMTP_URL');
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (url && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '') return raw;
  if (url?.password) url.password = '***';
  read.problems.push(
    `SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587 (got "${url?.toString() ?? 'an unreadable URL'}").`,
  );
  return undefined;
}
