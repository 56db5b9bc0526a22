export type ExpiryChoice = '30' | '90' | '365' | 'date' | 'never';

export const EXPIRY_CHOICES: readonly { value: ExpiryChoice; label: string }[] = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: 'date', label: 'On a date' },
  { value: 'never', label: 'Never' },
];

const DAY_MS = 24 * 3600 * 1000;

/** A local calendar day as YYYY-MM-DD (for the date input's min). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type ExpiryResult = { ok: true; expiresAt: string | null } | { ok: false; message: string };

/** The `expires_at` to send: N days from now, the end of the chosen day in the viewer's zone, or null. */
export function expiryToTimestamp(choice: ExpiryChoice, date: string, now: Date = new Date()): ExpiryResult {
  if (choice === 'never') return { ok: true, expiresAt: null };
  if (choice !== 'date') return { ok: true, expiresAt: new Date(now.getTime() + Number(choice) * DAY_MS).toISOString() };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return { ok: false, message: 'Choose the day the key stops working.' };
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  if (Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()) return { ok: false, message: 'Choose a day from today on.' };
  return { ok: true, expiresAt: end.toISOString() };
}

export type GraceChoice = 'now' | '1h' | '24h' | '7d';

export const GRACE_CHOICES: readonly { value: GraceChoice; label: string; ms: number }[] = [
  { value: 'now', label: 'Now', ms: 0 },
  { value: '1h', label: 'In 1 hour', ms: 3600 * 1000 },
  { value: '24h', label: 'In 24 hours', ms: DAY_MS },
  { value: '7d', label: 'In 7 days', ms: 7 * DAY_MS },
];

/** When a rolled key's old secret stops working. */
export function graceToTimestamp(choice: GraceChoice, now: Date = new Date()): string {
  const ms = GRACE_CHOICES.find((c) => c.value === choice)?.ms ?? 0;
  return new Date(now.getTime() + ms).toISOString();
}
