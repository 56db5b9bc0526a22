import { eq } from 'drizzle-orm';
import type { ScheduleParts, WindowPreference } from '#contract/pickup-schedules';
import type { Db } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import { pickupSchedules } from '#server/db/schema/pickup-schedules';
import { newId } from '#server/domain/ids';

const DAY_MS = 86_400_000;

export interface ScheduleSeed {
  accountId: string;
  siteId: string;
  rule: string;
  anchorDate: string;
  leadDays?: number;
  parts?: ScheduleParts;
  windowPreference?: WindowPreference;
  status?: 'active' | 'paused';
  resumeOn?: string | null;
  instructions?: string;
}

/** A schedule row written directly (the API that makes them is another branch's): active, earliest window, parts due by 70 % or 90 days. */
export async function insertSchedule(db: Db, seed: ScheduleSeed, now = new Date()): Promise<string> {
  const id = newId('psch');
  await db.insert(pickupSchedules).values({
    id,
    accountId: seed.accountId,
    siteId: seed.siteId,
    rule: seed.rule,
    anchorDate: seed.anchorDate,
    windowPreference: seed.windowPreference ?? { kind: 'earliest' },
    leadDays: seed.leadDays ?? 2,
    parts: seed.parts ?? { rule: 'due', wear_at_least: 70, days_since_service_at_least: 90 },
    instructions: seed.instructions ?? '',
    status: seed.status ?? 'active',
    resumeOn: seed.resumeOn ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Sets a part's wear as measured at `at` and its last service `servicedDaysAgo` days before `at` (null: never). */
export async function setWear(db: Db, partId: string, wear: number, at: Date, servicedDaysAgo: number | null): Promise<void> {
  await db
    .update(parts)
    .set({
      wearLevel: wear,
      wearMeasuredAt: at,
      wearPerDay: null,
      lastServicedAt: servicedDaysAgo === null ? null : new Date(at.getTime() - servicedDaysAgo * DAY_MS),
    })
    .where(eq(parts.id, partId));
}
