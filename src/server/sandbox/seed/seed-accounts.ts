import { eq } from 'drizzle-orm';
import { hashPassword } from '#server/auth/password';
import { newId } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { accounts, users } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';
import { insertPersonMember } from '#server/domain/members/new-member';

export const DEMO_ACCOUNTS = {
  enterprise: { name: 'Northwind Cutlery', plan: 'enterprise', email: 'demo@whetstone.test', userName: 'Avery Demo' },
  starter: { name: 'Starter Shop', plan: 'starter', email: 'starter@whetstone.test', userName: 'Sam Starter' },
} as const;

/** A read-only colleague in the Enterprise account. */
export const DEMO_VIEWER = { email: 'viewer@whetstone.test', name: 'Vic Viewer' } as const;

type DemoAccount = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

export interface SeededAccount {
  accountId: string;
  /** True when this call created it (so its demo data still needs filling). */
  created: boolean;
}

async function findByEmail(db: Db, email: string): Promise<SeededAccount | null> {
  const [member] = await db
    .select({ accountId: members.accountId })
    .from(users)
    .innerJoin(members, eq(members.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return member ? { accountId: member.accountId, created: false } : null;
}

/** Creates the account and its user unless a user with that email already exists. */
async function ensureAccount(db: Db, demo: DemoAccount, password: string, now: Date): Promise<SeededAccount> {
  const existing = await findByEmail(db, demo.email);
  if (existing) return existing;
  const accountId = newId('acct');
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(accounts).values({ id: accountId, name: demo.name, plan: demo.plan, currency: 'USD', createdAt: now });
      await insertPersonMember(tx, {
        accountId,
        email: demo.email,
        name: demo.userName,
        passwordHash,
        role: 'owner',
        siteIds: null,
        now,
      });
    });
  } catch (error) {
    // Another process seeding the same database at the same moment won the race.
    const winner = await findByEmail(db, demo.email);
    if (winner) return winner;
    throw error;
  }
  return { accountId, created: true };
}

async function ensureViewer(db: Db, accountId: string, password: string, now: Date): Promise<void> {
  if (await findByEmail(db, DEMO_VIEWER.email)) return;
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction((tx) =>
      insertPersonMember(tx, {
        accountId,
        email: DEMO_VIEWER.email,
        name: DEMO_VIEWER.name,
        passwordHash,
        role: 'viewer',
        siteIds: null,
        now,
      }),
    );
  } catch (error) {
    // Another process seeding at the same moment made them.
    if (!(await findByEmail(db, DEMO_VIEWER.email))) throw error;
  }
}

/**
 * The demo Enterprise account (with a manager and a read-only viewer) and a
 * non-Enterprise one, all signing in with `password`. Idempotent.
 */
export async function seedAccounts(db: Db, options: { password: string; now: Date }) {
  const enterprise = await ensureAccount(db, DEMO_ACCOUNTS.enterprise, options.password, options.now);
  await ensureViewer(db, enterprise.accountId, options.password, options.now);
  return {
    enterprise,
    starter: await ensureAccount(db, DEMO_ACCOUNTS.starter, options.password, options.now),
  };
}

/** Accounts whose business the simulator keeps going: the seeded Enterprise demo account. */
export async function livingDemoAccountIds(db: Db): Promise<string[]> {
  const found = await findByEmail(db, DEMO_ACCOUNTS.enterprise.email);
  return found ? [found.accountId] : [];
}
