import { randomUUID } from 'node:crypto';
import type { AppDeps } from '#server/app-deps';
import { describeError } from '#server/logger';
import { pruneExpired } from './prune-expired';
import { claimDueDeliveries, releaseAllLeases, type ClaimClock } from './delivery-claims';
import { recordAttempts, type AttemptMade } from './delivery-outcomes';
import { requestFor } from './delivery-payloads';
import { resolveWithDns } from './host-lookup';
import { sendWebhook, type SendOutcome } from './send-webhook';

export type DeliveryDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'sandboxNow' | 'logger' | 'resolveHost'>;

/** Attempts claimed and sent side by side per round. */
export const DELIVERY_BATCH = 32;
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The retry schedule reads the sandbox clock, so SANDBOX_TIME_SCALE speeds it up; deliveries are
 * no sandbox feature, so this holds with the sandbox off too (its clock then runs at scale 1
 * unless told otherwise). Without a sandbox clock (tests) both are the app clock.
 */
export function deliveryClock(deps: Pick<AppDeps, 'now' | 'sandboxNow'>): ClaimClock {
  const now = deps.now();
  return { now, sandboxNow: deps.sandboxNow ? deps.sandboxNow() : now };
}

/** One round: claim up to `batch` due attempts, send them side by side, record them together. Returns how many were attempted. */
export async function deliverDue(deps: DeliveryDeps, batch = DELIVERY_BATCH): Promise<number> {
  const token = randomUUID();
  const claimed = await claimDueDeliveries(deps.db, token, deliveryClock(deps), batch);
  if (claimed.length === 0) return 0;
  const rules = {
    allowLoopback: deps.config.webhookAllowLoopback ?? false,
    resolveHost: deps.resolveHost ?? resolveWithDns,
  };
  const attempts = await Promise.all(
    claimed.map(async (delivery): Promise<AttemptMade> => {
      const request = requestFor(delivery, deps.config, deps.now());
      const outcome: SendOutcome =
        'error' in request
          ? { statusCode: null, succeeded: false, durationMs: 0, responseExcerpt: '', error: request.error }
          : await sendWebhook(request, rules);
      return { delivery, outcome, clock: deliveryClock(deps) };
    }),
  );
  // One statement for the round: per attempt, it would queue behind the others on PGlite's one connection.
  await recordAttempts(deps.db, token, attempts, deliveryClock(deps));
  return claimed.length;
}

export interface DeliveryWorkerOptions {
  /** How long to wait when nothing was due (real time). */
  intervalMs: number;
  /** PGlite only: claims left by a process that died are released at start. */
  releaseLeases: boolean;
}

/**
 * Delivers on its own, whether or not the simulator runs: a round whenever the last one was full,
 * else one every `intervalMs`; expired events and deliveries are pruned every 10 minutes.
 * Returns a stop function that waits for the round in flight.
 */
export function startDeliveryWorker(deps: DeliveryDeps, options: DeliveryWorkerOptions): () => Promise<void> {
  let stopped = false;
  let wake: (() => void) | undefined;
  let lastPrune = -Infinity;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.intervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const round = async (): Promise<boolean> => {
    const full = (await deliverDue(deps)) === DELIVERY_BATCH;
    if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneExpired(deps.db, deps.now());
    }
    return full;
  };
  const running = (async () => {
    if (options.releaseLeases) await releaseAllLeases(deps.db).catch(() => undefined);
    while (!stopped) {
      let full = false;
      try {
        full = await round();
      } catch (error) {
        deps.logger?.error({ err: describeError(error) }, 'webhook delivery round failed');
      }
      if (!full && !stopped) await pause();
    }
  })();
  return async () => {
    stopped = true;
    wake?.();
    await running;
  };
}
