import type { AppDeps } from '#server/app-deps';
import { DEMO_ACCOUNTS, DEMO_VIEWER, seedAccounts } from './seed/seed-accounts';
import { pickupRulesOf } from '#server/domain/pickup-windows/pickup-rules';
import { seedDemoData } from './seed/seed-demo-data';
import { DEMO_TEAM, seedDemoTeam } from './seed/demo-team';

/** The seeded sign-ins, for the start banner (all share the demo password). */
export const DEMO_SIGN_INS = [
  { email: DEMO_ACCOUNTS.enterprise.email, what: 'Enterprise account owner' },
  { email: DEMO_VIEWER.email, what: 'same account, read-only' },
  { email: DEMO_TEAM.headChef.email, what: 'same account, head chef of one kitchen (Harbour St)' },
  { email: DEMO_TEAM.accountsPayable.email, what: 'same account, accounts payable' },
  { email: DEMO_ACCOUNTS.starter.email, what: 'Starter plan (no API access)' },
] as const;

/**
 * Demo sign-ins on every start; the demo parts, orders and invoices only when the account is new
 * and the sandbox is on. With SANDBOX=off the server behaves as the real service would on its
 * first day: the accounts start empty, with no made-up history.
 */
export async function seedOnFirstStart(deps: Pick<AppDeps, 'db' | 'config' | 'now'>) {
  const seeded = await seedAccounts(deps.db, { password: deps.config.demoPassword, now: deps.now() });
  if (seeded.enterprise.created && deps.config.sandbox) {
    await seedDemoData(deps.db, { accountId: seeded.enterprise.accountId, now: deps.now(), rules: pickupRulesOf(deps.config) });
  }
  // After the demo kitchens, so the head chef's is Harbour St.
  await seedDemoTeam(deps.db, {
    accountId: seeded.enterprise.accountId,
    password: deps.config.demoPassword,
    portalUrl: deps.config.portalUrl,
    now: deps.now(),
    withInvitation: deps.config.sandbox,
  });
  return seeded;
}
