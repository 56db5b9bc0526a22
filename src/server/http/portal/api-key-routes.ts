import { Hono } from 'hono';
import { apiKeyCreateSchema, apiKeyRollSchema } from '#contract/portal';
import { SCOPES } from '#contract/scopes';
import { ApiError, notFound, validationFailed } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { parseBody } from '#server/http/validation';
import { toApiKey } from '#server/domain/api-keys/api-key-mapper';
import { insertApiKey, listApiKeys, revokeApiKey, rollApiKey } from '#server/domain/api-keys/api-key-store';

/** A roll's "now" sent by a client whose clock runs slightly behind still means now. */
const ROLL_CLOCK_SKEW_MS = 60_000;

function inPast(field: string): ApiError {
  return validationFailed([{ field, code: 'in_past', message: `${field} must be in the future.` }]);
}

/** /portal/api-keys: list, create, roll, revoke. Session callers only (enforced by the mount). */
export function apiKeyRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const rows = await listApiKeys(c.get('deps').db, c.get('caller').accountId);
    return c.json({ data: rows.map(toApiKey) }, 200);
  });

  routes.post('/', async (c) => {
    const { db, now } = c.get('deps');
    const input = await parseBody(c, apiKeyCreateSchema);
    const expiresAt = input.expires_at === null ? null : new Date(input.expires_at);
    if (expiresAt && expiresAt <= now()) throw inPast('expires_at');
    const { row, secret } = await insertApiKey(db, {
      accountId: c.get('caller').accountId,
      name: input.name,
      // Canonical order, each scope once, whatever order the form sent.
      scopes: SCOPES.filter((scope) => input.scopes.includes(scope)),
      expiresAt,
      now: now(),
    });
    return c.json({ data: { ...toApiKey(row), secret } }, 201);
  });

  routes.post('/:id/roll', async (c) => {
    const { db, now } = c.get('deps');
    const input = await parseBody(c, apiKeyRollSchema);
    const current = now();
    let oldExpiresAt = new Date(input.old_secret_expires_at);
    if (oldExpiresAt.getTime() < current.getTime() - ROLL_CLOCK_SKEW_MS) throw inPast('old_secret_expires_at');
    if (oldExpiresAt < current) oldExpiresAt = current;
    const created = await rollApiKey(
      db,
      c.get('apiKeyCache'),
      c.get('caller').accountId,
      c.req.param('id'),
      oldExpiresAt,
      current,
    );
    if (!created) throw notFound('active API key that was not rolled already');
    return c.json({ data: { ...toApiKey(created.row), secret: created.secret } }, 201);
  });

  routes.delete('/:id', async (c) => {
    const { db, now } = c.get('deps');
    const row = await revokeApiKey(db, c.get('apiKeyCache'), c.get('caller').accountId, c.req.param('id'), now());
    if (!row) throw notFound('API key');
    return c.json({ data: toApiKey(row) }, 200);
  });

  return routes;
}
