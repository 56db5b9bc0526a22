import { randomUUID } from 'node:crypto';
import type { AppDeps } from '#server/app-deps';
import { describeError } from '#server/logger';
import { pruneCaughtMail } from './caught-mail-store';
import { claimDueMail, releaseAllMailLeases } from './mail-claims';
import { recordMailOutcome } from './mail-outcomes';
import type { MailSender } from './smtp-send';

export type MailDeps = Pick<AppDeps, 'db' | 'now' | 'logger'>;

/** Messages sent side by side in one round. */
export const MAIL_BATCH = 8;
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * One round: claims up to `batch` due messages, sends them side by side over SMTP, and records each
 * outcome while still holding its claim. Returns how many were attempted. Logs ids and SMTP answers
 * only, never an address, a body or a link (which may carry a token).
 */
export async function sendDueMail(deps: MailDeps, sender: MailSender, batch = MAIL_BATCH): Promise<number> {
  const token = randomUUID();
  const claimed = await claimDueMail(deps.db, token, deps.now(), batch);
  await Promise.all(
    claimed.map(async (mail) => {
      const outcome = await sender.send(mail);
      const recorded = await recordMailOutcome(deps.db, mail, token, outcome, deps.now());
      if (outcome.kind !== 'sent') {
        const level = outcome.kind === 'failed' ? 'error' : 'warn';
        deps.logger?.[level]({ mail_id: mail.id, attempt: mail.attemptCount + 1, recorded }, `mail not sent (${outcome.kind})`);
      }
    }),
  );
  return claimed.length;
}

export interface MailWorkerOptions {
  /** How long to wait when nothing was due (real time). */
  intervalMs: number;
  /** PGlite only: claims left by a process that died are released at start. */
  releaseLeases: boolean;
}

/**
 * Sends the outbox on its own (sandbox or not): a round at once while rounds come back full, else one
 * every `intervalMs`; prunes the caught mail every 10 minutes. Returns `wake` (start the next round
 * now: something in this process just queued mail) and `stop`, which waits for the round in flight
 * and closes the sender.
 */
export function startMailWorker(
  deps: MailDeps,
  sender: MailSender,
  options: MailWorkerOptions,
): { wake: () => void; stop: () => Promise<void> } {
  let stopped = false;
  let wake: (() => void) | undefined;
  // Woken during a round: the mail queued meanwhile may not have been claimed yet, so go again at once.
  let wokenMidRound = false;
  let lastPrune = -Infinity;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.intervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const running = (async () => {
    if (options.releaseLeases) await releaseAllMailLeases(deps.db).catch(() => undefined);
    while (!stopped) {
      let full = false;
      wokenMidRound = false;
      wake = () => {
        wokenMidRound = true;
      };
      try {
        full = (await sendDueMail(deps, sender)) === MAIL_BATCH;
        if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneCaughtMail(deps.db, deps.now());
        }
      } catch (error) {
        deps.logger?.error({ err: describeError(error) }, 'mail round failed');
      }
      if (!stopped && !full && !wokenMidRound) await pause();
    }
  })();
  return {
    wake: () => wake?.(),
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
      sender.close();
    },
  };
}
