import type { AppDeps } from '../app-deps';
import { seedAccounts } from './seed-accounts';
import { pickupRulesOf } from '../domain/pickup-windows/pickup-rules';
import { seedDemoData } from './seed-demo-data';

/** Demo sign-ins on every start; the demo parts, orders and invoices only when the account is new. */
export async function seedOnFirstStart(deps: Pick<AppDeps, 'db' | 'config' | 'now'>) {
  const seeded = await seedAccounts(deps.db, { password: deps.config.demoPassword, now: deps.now() });
  if (seeded.enterprise.created) {
    await seedDemoData(deps.db, { accountId: seeded.enterprise.accountId, now: deps.now(), rules: pickupRulesOf(deps.config) });
  }
  return seeded;
}
