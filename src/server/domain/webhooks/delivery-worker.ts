import { randomUUID } from 'node:crypto';
import type { AppDeps } from '#server/app-deps';
import { describeError } from '#server/logger';
import { pruneAuditEvents } from '#server/domain/audit/prune-audit';
import { pruneExpired } from './prune-expired';
import { attemptRecorder, type AttemptRecorder } from './attempt-recorder';
import { claimDueDeliveries, releaseAllLeases, type ClaimClock, type ClaimedDelivery } from './delivery-claims';
import { requestFor } from './delivery-payloads';
import { resolveWithDns } from './host-lookup';
import { sendWebhook, type SendOutcome } from './send-webhook';

export type DeliveryDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'sandboxNow' | 'logger' | 'resolveHost'>;

/** Attempts in flight at once (claimed and sent side by side). */
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

/** Sends one claimed delivery (or says why it cannot be sent) and records the attempt as soon as it ends. */
async function attempt(deps: DeliveryDeps, recorder: AttemptRecorder, token: string, delivery: ClaimedDelivery): Promise<void> {
  const rules = {
    allowLoopback: deps.config.webhookAllowLoopback ?? false,
    resolveHost: deps.resolveHost ?? resolveWithDns,
  };
  const request = requestFor(delivery, deps.config, deps.now());
  const outcome: SendOutcome =
    'error' in request
      ? { statusCode: null, succeeded: false, durationMs: 0, responseExcerpt: '', error: request.error }
      : await sendWebhook(request, rules);
  await recorder.record({ delivery, token, outcome, clock: deliveryClock(deps) });
}

/** Claims up to `limit` due attempts and starts them side by side; each promise settles once its attempt is recorded. */
async function startDue(deps: DeliveryDeps, recorder: AttemptRecorder, limit: number): Promise<Promise<void>[]> {
  const token = randomUUID();
  const claimed = await claimDueDeliveries(deps.db, token, deliveryClock(deps), limit);
  return claimed.map((delivery) => attempt(deps, recorder, token, delivery));
}

/** One round: claim up to `batch` due attempts, send them side by side, each recorded as it ends. Returns how many were attempted. */
export async function deliverDue(deps: DeliveryDeps, batch = DELIVERY_BATCH): Promise<number> {
  const started = await startDue(
    deps,
    attemptRecorder(deps.db, () => deliveryClock(deps)),
    batch,
  );
  await Promise.all(started);
  return started.length;
}

export interface DeliveryWorkerOptions {
  /** How long to wait when nothing was due (real time). */
  intervalMs: number;
  /** PGlite only: claims left by a process that died are released at start. */
  releaseLeases: boolean;
}

/**
 * Delivers on its own, whether or not the simulator runs, up to DELIVERY_BATCH attempts in flight:
 * it claims more whenever there is room and something is due (a slow receiver holds up only its own
 * attempt, never another endpoint's), else looks again every `intervalMs`; each attempt is recorded
 * as it ends. Expired events and deliveries, and audit entries past their retention, are pruned every
 * 10 minutes. Returns a stop function that waits for the attempts in flight.
 */
export function startDeliveryWorker(deps: DeliveryDeps, options: DeliveryWorkerOptions): () => Promise<void> {
  const recorder = attemptRecorder(deps.db, () => deliveryClock(deps));
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let waitingForRoom = false;
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
  const track = (started: Promise<void>) => {
    const tracked = started
      .catch((error: unknown) => deps.logger?.error({ err: describeError(error) }, 'webhook delivery attempt not recorded'))
      .finally(() => {
        inFlight.delete(tracked);
        // Claims in handfuls: one claim per freed slot cost a statement per attempt (a backlog took half as long again).
        if (waitingForRoom && inFlight.size <= DELIVERY_BATCH / 2) wake?.();
      });
    inFlight.add(tracked);
  };
  const running = (async () => {
    if (options.releaseLeases) await releaseAllLeases(deps.db).catch(() => undefined);
    while (!stopped) {
      let claimedAll = false;
      try {
        const room = DELIVERY_BATCH - inFlight.size;
        if (room > 0) {
          const started = await startDue(deps, recorder, room);
          started.forEach(track);
          claimedAll = started.length === room;
        }
        if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneExpired(deps.db, deps.now());
          await pruneAuditEvents(deps.db, deps.now());
        }
      } catch (error) {
        deps.logger?.error({ err: describeError(error) }, 'webhook delivery round failed');
      }
      if (stopped) break;
      // As many were due as there was room for: more may be; look again at once, or once half the room is free.
      waitingForRoom = inFlight.size >= DELIVERY_BATCH;
      if (!claimedAll || waitingForRoom) await pause();
      waitingForRoom = false;
    }
    await Promise.all(inFlight);
  })();
  return async () => {
    stopped = true;
    wake?.();
    await running;
  };
}
