import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { notificationQueue } from '#server/db/schema/notifications';

/**
 * Takes an account's queued events off the notification queue unread: the sandbox seed plays months
 * of history through the real lifecycle, and no one is to be told today about a pickup in July.
 */
export async function forgetQueuedNotifications(db: DbOrTx, accountId: string): Promise<void> {
  await db.delete(notificationQueue).where(eq(notificationQueue.accountId, accountId));
}
