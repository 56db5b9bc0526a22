import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { ErrorDetail } from '#contract/errors';
import { apiKeyCreateSchema, apiKeyRollSchema } from '#contract/portal';
import { SCOPES } from '#contract/scopes';
import { notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { auditSourceOf, createdByOf } from '#server/http/audit-source';
import { makerOf } from '#server/http/middleware/auth/caller';
import { type BodyRules, parseBody } from '#server/http/validation';
import { toApiKey } from '#server/domain/api-keys/api-key-mapper';
import { insertApiKey, listApiKeys, revokeApiKey, rollApiKey } from '#server/domain/api-keys/api-key-store';

/** A roll's "now" sent by a client whose clock runs slightly behind still means now. */
const ROLL_CLOCK_SKEW_MS = 60_000;

type ApiKeyCreate = z.output<typeof apiKeyCreateSchema>;
type ApiKeyRoll = z.output<typeof apiKeyRollSchema>;

function inPast(field: string): ErrorDetail {
  return { field, code: 'in_past', message: `${field} must be in the future.` };
}

/** A new key's expiry, when it has one, is in the future. */
function createChecks(now: Date): BodyRules<ApiKeyCreate> {
  return {
    check: ({ expires_at }) => (expires_at && new Date(expires_at) <= now ? [inPast('expires_at')] : []),
  };
}

/** The old secret may stop now, or later; a moment ago (clock skew) still means now. */
function rollChecks(now: Date): BodyRules<ApiKeyRoll> {
  return {
    check: ({ old_secret_expires_at: expiresAt }) =>
      expiresAt && new Date(expiresAt).getTime() < now.getTime() - ROLL_CLOCK_SKEW_MS ? [inPast('old_secret_expires_at')] : [],
  };
}

/** /portal/api-keys: list, create, roll, revoke. Session callers only (enforced by the mount). */
export function apiKeyRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const rows = await listApiKeys(c.get('deps').db, c.get('caller').accountId);
    return c.json({ data: rows.map(toApiKey) }, 200);
  });

  routes.post('/', async (c) => {
    const { db, now, config } = c.get('deps');
    const input = await parseBody(c, apiKeyCreateSchema, createChecks(now()));
    const expiresAt = input.expires_at === null ? null : new Date(input.expires_at);
    const caller = c.get('caller');
    const { row, secret } = await insertApiKey(
      db,
      {
        accountId: caller.accountId,
        name: input.name,
        // Canonical order, each scope once, whatever order the form sent.
        scopes: SCOPES.filter((scope) => input.scopes.includes(scope)),
        expiresAt,
        now: now(),
        createdBy: createdByOf(caller),
        audit: auditSourceOf(c),
        portalUrl: config.portalUrl,
      },
      makerOf(caller),
    );
    return c.json({ data: { ...toApiKey(row), secret } }, 201);
  });

  routes.post('/:id/roll', async (c) => {
    const { db, now } = c.get('deps');
    const current = now();
    const input = await parseBody(c, apiKeyRollSchema, rollChecks(current));
    let oldExpiresAt = new Date(input.old_secret_expires_at);
    if (oldExpiresAt < current) oldExpiresAt = current;
    const caller = c.get('caller');
    const created = await rollApiKey(
      db,
      c.get('apiKeyCache'),
      caller.accountId,
      c.req.param('id'),
      oldExpiresAt,
      current,
      makerOf(caller),
      auditSourceOf(c),
    );
    if (!created) throw notFound('active API key that was not rolled already');
    return c.json({ data: { ...toApiKey(created.row), secret: created.secret } }, 201);
  });

  routes.delete('/:id', async (c) => {
    const { db, now } = c.get('deps');
    const caller = c.get('caller');
    const row = await revokeApiKey(
      db,
      c.get('apiKeyCache'),
      caller.accountId,
      c.req.param('id'),
      now(),
      makerOf(caller),
      auditSourceOf(c),
    );
    if (!row) throw notFound('API key');
    return c.json({ data: toApiKey(row) }, 200);
  });

  return routes;
}
