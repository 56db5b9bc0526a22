import { Hono } from 'hono';
import { AUDIT_RETENTION_DAYS, auditEventListQuerySchema, auditEventListResponseSchema } from '#contract/audit';
import { toAuditEvent } from '#server/domain/audit/audit-mapper';
import { listAuditEvents } from '#server/domain/audit/audit-queries';
import type { AppEnv } from '#server/http/app-env';
import { operation } from '#server/http/openapi/operation';
import { listMeta, parseListRequest } from './list-params';

const MOMENT = { type: 'string', format: 'date-time' } as const;

const AUDIT_NOTE =
  'Extension: the account’s access and security changes (sign-ins, API keys, members, webhook endpoints, sites), each written ' +
  'in the transaction of its change and never changed afterwards. actor is who did it (a member, an API key, or the service), ' +
  'target what it was done to, context the request’s address and user agent, changes the changed fields before and after ' +
  `(never a secret). Kept ${AUDIT_RETENTION_DAYS} days. meta.total is counted on the first page and carried by the cursor.`;

/** /v1/audit-events: the account's audit log, newest first. */
export function auditEventsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    operation({
      operationId: 'listAuditEvents',
      summary: 'Extension: list audit log entries, newest first',
      scope: 'audit:read',
      query: auditEventListQuerySchema,
      paramText: {
        action: 'One action, or several separated by commas (e.g. api_key.created,api_key.revoked).',
        actor_id: 'Only entries made by this member or API key (its id).',
        target_id: 'Only entries about this object (a member, API key, webhook endpoint or site id).',
        from: 'ISO 8601 timestamp (Z or an offset); entries that occurred at or after it.',
        to: 'ISO 8601 timestamp (Z or an offset); entries that occurred before it.',
      },
      paramSchema: { from: MOMENT, to: MOMENT },
      success: { status: 200, schema: auditEventListResponseSchema },
      errors: [400],
      notes: AUDIT_NOTE,
    }),
    async (c) => {
      const { db } = c.get('deps');
      const request = parseListRequest(c, auditEventListQuerySchema, 'audit_events');
      const page = await listAuditEvents(db, c.get('caller').accountId, request.filters, request.page);
      return c.json({ data: page.items.map(toAuditEvent), meta: listMeta(c, page, request) });
    },
  );

  return routes;
}
