import type { AppDeps } from '#server/app-deps';
import { describeError } from '#server/logger';
import { mailDailyDigests } from './daily-digests';
import type { NotificationLinks } from './notification-delivery';
import { notificationLinks } from './notification-links';
import { drainNotificationQueue, QUEUE_BATCH } from './notification-queue';
import { remindPickups } from './pickup-reminders';
import { mailWeeklyPartsDue } from './weekly-parts-due';

export type NotificationDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'sandboxNow' | 'logger'>;

/** The timed mail (reminders, Monday's parts due, digests) is looked at this often at most (real time)… */
const TIMED_EVERY_MS = 15_000;
/** …and at least every half hour of the sandbox clock, so a fast clock does not step over a morning. */
const TIMED_SANDBOX_STEP_MS = 30 * 60_000;

/** How often (real time) the timed mail is looked at under a clock `timeScale` times as fast. */
export function timedIntervalMs(timeScale: number, pollMs: number): number {
  return Math.max(pollMs, Math.min(TIMED_EVERY_MS, TIMED_SANDBOX_STEP_MS / Math.max(1, timeScale)));
}

/** Makes every queued event into mail (or digest lines), a batch per transaction, oldest first. */
export async function drainQueue(deps: NotificationDeps, links: NotificationLinks): Promise<number> {
  let total = 0;
  for (;;) {
    const taken = await drainNotificationQueue(deps.db, links, deps.now());
    total += taken;
    if (taken < QUEUE_BATCH) return total;
  }
}

/**
 * The mail that comes at a time, not with an event: pickup reminders at 18:00 the evening before,
 * Monday's parts due and the daily digests at 08:00, each in its own zone, on the sandbox clock
 * (SANDBOX_TIME_SCALE speeds them up like the simulator). Each is once per key, so rounds in
 * several processes, or a round repeated after a crash, queue each mail once.
 */
export async function runTimedNotifications(deps: NotificationDeps, links: NotificationLinks): Promise<number> {
  const now = deps.sandboxNow ? deps.sandboxNow() : deps.now();
  const mailNow = deps.now();
  const reminders = await remindPickups(deps.db, links, now, mailNow);
  const partsDue = await mailWeeklyPartsDue(deps.db, links, now, mailNow);
  const digests = await mailDailyDigests(deps.db, links, now, mailNow);
  return reminders + partsDue + digests;
}

/**
 * Runs in every server process, sandbox or not: drains the queue every `pollMs`, and looks at the
 * timed mail every timedIntervalMs, and tells `onMailQueued` when a round made mail. Holds nothing
 * between rounds, so a process killed mid-round leaves the queue as it was. Returns a stop
 * function that waits for the round in flight.
 */
export function startNotificationWorker(
  deps: NotificationDeps,
  pollMs: number,
  options: { onMailQueued?: () => void } = {},
): () => Promise<void> {
  const links = notificationLinks(deps.config);
  const timedMs = timedIntervalMs(deps.config.sandboxTimeScale ?? 1, pollMs);
  let stopped = false;
  let wake: (() => void) | undefined;
  let lastTimed = -Infinity;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const running = (async () => {
    while (!stopped) {
      try {
        let made = await drainQueue(deps, links);
        if (Date.now() - lastTimed >= timedMs) {
          lastTimed = Date.now();
          made += await runTimedNotifications(deps, links);
        }
        if (made > 0) options.onMailQueued?.();
      } catch (error) {
        deps.logger?.error({ err: describeError(error) }, 'notification round failed');
      }
      if (!stopped) await pause();
    }
  })();
  return async () => {
    stopped = true;
    wake?.();
    await running;
  };
}
