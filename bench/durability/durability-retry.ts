/**
 * A client whose write was cut off by the crash retries it with the same
 * Idempotency-Key. Judged: every retry must be answered 201 (run once or
 * replayed), and no part may exist twice afterwards.
 */
import type { PartListItem } from '#contract/parts';
import type { AckedWrite, WriteAttempt } from './durability-burst';
import { clientFor, listAll } from './durability-verify';

export interface RetryResult {
  acked: AckedWrite[];
  summary: string;
  /** Retries not answered 201. */
  unresolved: number;
  /** Extra copies of parts this round's writers created (each label is written once). */
  duplicates: number;
}

export async function retryUnacknowledged(base: string, secret: string, attempts: WriteAttempt[]): Promise<RetryResult> {
  const labels = new Set(
    (await listAll<PartListItem>(clientFor(base, secret), '/v1/parts?limit=100')).map((p) => p.internal_label),
  );
  const outcomes = new Map<string, number>();
  const acked: AckedWrite[] = [];
  for (const attempt of attempts) {
    const res = await fetch(`${base}${attempt.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json', 'Idempotency-Key': attempt.key },
      body: attempt.body,
    });
    const body = (await res.json()) as { data?: { id: string } };
    if (res.status === 201 && body.data) acked.push({ ...attempt, id: body.data.id });
    const committed = attempt.label !== undefined && labels.has(attempt.label) ? ' (part already committed)' : '';
    const outcome = `${res.status}${res.headers.get('Idempotent-Replayed') === 'true' ? ' replayed' : ''}${committed}`;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  }
  const summary = [...outcomes].map(([outcome, n]) => `${n}× ${outcome}`).join(', ') || 'none';
  const copies = new Map<string, number>();
  for (const part of await listAll<PartListItem>(clientFor(base, secret), '/v1/parts?limit=100')) {
    if (!part.internal_label.startsWith('dur-')) continue; // the burst's own writes; demo data may repeat labels
    copies.set(part.internal_label, (copies.get(part.internal_label) ?? 0) + 1);
  }
  const duplicates = [...copies.values()].reduce((sum, n) => sum + n - 1, 0);
  return { acked, summary, unresolved: attempts.length - acked.length, duplicates };
}
