/**
 * A client whose write was cut off by the crash retries it with the same
 * Idempotency-Key. Reported, not judged: it shows what such a client sees.
 */
import type { PartListItem } from '../src/contract/parts';
import type { AckedWrite, WriteAttempt } from './durability-burst';
import { clientFor, listAll } from './durability-verify';

export async function retryUnacknowledged(base: string, secret: string, attempts: WriteAttempt[]): Promise<{ acked: AckedWrite[]; summary: string }> {
  const labels = new Set((await listAll<PartListItem>(clientFor(base, secret), '/v1/parts?limit=100')).map((p) => p.internal_label));
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
  return { acked, summary };
}
