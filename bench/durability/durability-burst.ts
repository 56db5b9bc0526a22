/**
 * Concurrent writers for the durability check: each creates parts and, from its
 * own acknowledged parts, orders. Every request carries an Idempotency-Key and
 * is recorded; a write counts as acknowledged only when its 201 has been read.
 */
import { randomUUID } from 'node:crypto';
import { PART_TYPES } from '#contract/parts';

export interface WriteAttempt {
  path: '/v1/parts' | '/v1/orders';
  key: string;
  body: string;
  /** internal_label of a part write: finds unacknowledged writes after the restart. */
  label?: string;
  partIds?: string[];
}

export interface AckedWrite extends WriteAttempt {
  id: string;
}

export interface BurstLog {
  acked: AckedWrite[];
  /** In flight when the connection died: may or may not have been committed. */
  unacknowledged: WriteAttempt[];
  /** Any answer other than 201 (there should be none). */
  unexpected: string[];
}

interface Window {
  start: string;
  end: string;
}

/** The earliest pickup window the service offers; the check raises its capacity so every order fits. */
async function earliestWindow(base: string, secret: string): Promise<Window> {
  const res = await fetch(`${base}/v1/pickup-windows`, { headers: { Authorization: `Bearer ${secret}` } });
  const body = (await res.json()) as { meta?: { earliest_available?: Window | null } };
  const window = body.meta?.earliest_available;
  if (!window) throw new Error(`no pickup window offered (${res.status})`);
  return window;
}

function orderBody(partIds: string[], window: Window): string {
  return JSON.stringify({
    part_ids: partIds,
    pickup_window_start: window.start,
    pickup_window_end: window.end,
    instructions: 'durability check',
  });
}

async function worker(
  base: string,
  secret: string,
  name: string,
  log: BurstLog,
  stopped: () => boolean,
  pickup: Promise<Window>,
): Promise<void> {
  const unordered: string[] = [];
  for (let i = 0; !stopped(); i++) {
    const label = `${name}-${i}`;
    const batch = 1 + (i % 3);
    const attempt: WriteAttempt =
      unordered.length >= batch
        ? { path: '/v1/orders', key: randomUUID(), body: '', partIds: unordered.splice(0, batch) }
        : {
            path: '/v1/parts',
            key: randomUUID(),
            label,
            body: JSON.stringify({
              part_type: PART_TYPES[i % PART_TYPES.length],
              internal_label: label,
              serial_number: `SN-${label}`,
            }),
          };
    if (attempt.partIds) attempt.body = orderBody(attempt.partIds, await pickup);
    let res: Response;
    try {
      res = await fetch(`${base}${attempt.path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json', 'Idempotency-Key': attempt.key },
        body: attempt.body,
      });
    } catch {
      log.unacknowledged.push(attempt);
      return; // the server is gone
    }
    let text: string;
    try {
      text = await res.text();
    } catch {
      log.unacknowledged.push(attempt); // died while sending the body: not acknowledged
      return;
    }
    if (res.status !== 201) {
      log.unexpected.push(`${attempt.path} → ${res.status} ${text.slice(0, 200)}`);
      continue;
    }
    const id = (JSON.parse(text) as { data: { id: string } }).data.id;
    log.acked.push({ ...attempt, id });
    if (attempt.path === '/v1/parts') unordered.push(id);
  }
}

/** Runs `workers` writers until stop() is called or the server goes away. */
export function startBurst(
  base: string,
  secret: string,
  round: number,
  workers: number,
): { log: BurstLog; stop: () => void; done: Promise<void> } {
  const log: BurstLog = { acked: [], unacknowledged: [], unexpected: [] };
  let stopped = false;
  const pickup = earliestWindow(base, secret);
  // A failure surfaces in the first worker that needs the window, not as an unhandled rejection.
  pickup.catch(() => undefined);
  const runs = Array.from({ length: workers }, (_, w) => worker(base, secret, `dur-r${round}-w${w}`, log, () => stopped, pickup));
  return {
    log,
    stop: () => {
      stopped = true;
    },
    done: Promise.all(runs).then(() => undefined),
  };
}
