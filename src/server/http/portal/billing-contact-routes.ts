import { Hono } from 'hono';
import { billingContactCreateSchema } from '#contract/notifications';
import {
  addBillingContact,
  billingContactProblems,
  listBillingContacts,
  removeBillingContact,
  toBillingContact,
} from '#server/domain/notifications/billing-contacts';
import type { AppEnv } from '#server/http/app-env';
import { auditSourceOf } from '#server/http/audit-source';
import { parseBody } from '#server/http/validation';

/** /portal/billing-contacts: people outside the team who get the account's invoices (owners and admins). */
export function billingContactRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const rows = await listBillingContacts(c.get('deps').db, c.get('caller').accountId);
    return c.json({ data: rows.map(toBillingContact) }, 200);
  });

  routes.post('/', async (c) => {
    const { db, now } = c.get('deps');
    const { accountId } = c.get('caller');
    // The address, duplicate and limit checks run again in the command, under the account's lock.
    const input = await parseBody(c, billingContactCreateSchema, {
      check: (fields) => billingContactProblems(db, accountId, fields),
      checkedByCommand: true,
    });
    const row = await addBillingContact(db, accountId, input, auditSourceOf(c), now());
    return c.json({ data: toBillingContact(row) }, 201);
  });

  routes.delete('/:id', async (c) => {
    const { db, now } = c.get('deps');
    await removeBillingContact(db, c.get('caller').accountId, c.req.param('id'), auditSourceOf(c), now());
    return c.body(null, 204);
  });

  return routes;
}
