import { and, eq, ne } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { ErrorDetail } from '#contract/errors';
import { EVENT_TYPES } from '#contract/events';
import {
  ALL_EVENTS,
  WEBHOOK_LIMITS,
  type webhookEndpointCreateSchema,
  type webhookEndpointUpdateSchema,
} from '#contract/webhooks';
import type { Db, DbOrTx } from '#server/db/client';
import { webhookEndpoints } from '#server/db/schema/events';
import { notFound, validationFailed } from '#server/api-error';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import { lockAccount } from '#server/domain/lock-account';
import { newId } from '#server/domain/ids';
import type { Maker } from '#server/domain/made-by';
import type { AuditSource } from '#server/domain/audit/record-audit';
import { auditEndpoint, auditedEndpoint, endpointDifference } from './endpoint-audit';
import { endpointChanges, recordEndpointEvent } from './endpoint-events';
import { checkEndpointUrl, type UrlRules } from './endpoint-url';
import { type EndpointRow } from './endpoint-queries';
import { generateWebhookSecret, sealWebhookSecret } from './webhook-secret';

export type NewEndpoint = z.output<typeof webhookEndpointCreateSchema>;
export type EndpointChanges = z.output<typeof webhookEndpointUpdateSchema>;

/** After a roll the old secret keeps signing beside the new one this long. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;

/** Each type once, in the contract's order; or every event. */
function canonicalEvents(events: readonly string[]): string[] {
  return events.includes(ALL_EVENTS) ? [ALL_EVENTS] : EVENT_TYPES.filter((type) => events.includes(type));
}

const duplicateUrl = (url: string): ErrorDetail => ({
  field: 'url',
  code: 'duplicate',
  message: `This account already has an endpoint for ${url}.`,
});

function isDuplicateUrl(error: unknown): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth++
  ) {
    if (
      current.code === '23505' &&
      (current.constraint ?? 'webhook_endpoints_account_url_idx') === 'webhook_endpoints_account_url_idx'
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** The account's endpoint, locked for the rest of the transaction; undefined when it has none by that id. */
async function lockOwnEndpoint(tx: DbOrTx, accountId: string, id: string): Promise<EndpointRow | undefined> {
  const [endpoint] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)))
    .for('update');
  return endpoint;
}

async function urlOrProblems(raw: string | undefined, rules: UrlRules) {
  if (raw === undefined) return { url: undefined, problems: [] };
  const checked = await checkEndpointUrl(raw, rules);
  return 'url' in checked ? { url: checked.url, problems: [] } : { url: undefined, problems: checked.problems };
}

export interface EndpointContext {
  rules: UrlRules;
  sessionSecret: string;
  now: Date;
  /** Who of the account asks for the change (its events name them). */
  maker?: Maker | undefined;
  /** Who asks for it and from where: the change's audit entry (and a new endpoint's created_by, for a member). */
  audit?: AuditSource | undefined;
}

/**
 * A new endpoint and its signing secret (returned here only; stored sealed). The account row is
 * locked while the limit and the URL are checked, so concurrent creates cannot pass 16 or add the
 * same URL twice; every problem is reported at once.
 */
export async function createEndpoint(
  db: Db,
  accountId: string,
  input: NewEndpoint,
  context: EndpointContext,
): Promise<{ row: EndpointRow; secret: string }> {
  const checked = await urlOrProblems(input.url, context.rules);
  const creator = context.audit?.actor;
  try {
    return await inEventTransaction(
      db,
      context.now,
      async (tx) => {
        await lockAccount(tx, accountId);
        const existing = await tx
          .select({ url: webhookEndpoints.url })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.accountId, accountId));
        const problems = [...checked.problems];
        if (checked.url && existing.some((endpoint) => endpoint.url === checked.url)) problems.push(duplicateUrl(checked.url));
        if (existing.length >= WEBHOOK_LIMITS.endpointsPerAccount) {
          problems.push({
            field: 'body',
            code: 'too_many',
            message: `An account may have at most ${WEBHOOK_LIMITS.endpointsPerAccount} webhook endpoints; delete one before adding another.`,
          });
        }
        if (problems.length > 0 || !checked.url) throw validationFailed(problems);
        const secret = generateWebhookSecret();
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({
            id: newId('we'),
            accountId,
            url: checked.url,
            description: input.description ?? '',
            events: canonicalEvents(input.events),
            secretSealed: sealWebhookSecret(context.sessionSecret, secret),
            createdAt: context.now,
            ...(creator?.type === 'member' && { createdByMemberId: creator.id, createdByName: creator.name }),
          })
          .returning();
        if (!row) throw new Error('insert returned no endpoint');
        await recordEndpointEvent(tx, 'webhook_endpoint.created', row, context.now);
        await auditEndpoint(tx, context.audit, 'webhook_endpoint.created', row, context.now, {
          before: null,
          after: auditedEndpoint(row),
        });
        return { row, secret };
      },
      context.maker,
    );
  } catch (error) {
    if (isDuplicateUrl(error)) throw validationFailed([duplicateUrl(checked.url ?? input.url)]);
    throw error;
  }
}

/**
 * URL, events, description, and enabled: disabling by hand says so; enabling again starts with a
 * clean record, so an endpoint the service disabled gets three days again (and may be sent what it
 * missed meanwhile: recoverEndpoint).
 */
export async function updateEndpoint(
  db: Db,
  accountId: string,
  id: string,
  changes: EndpointChanges,
  context: EndpointContext,
): Promise<EndpointRow> {
  const checked = await urlOrProblems(changes.url, context.rules);
  try {
    return await inEventTransaction(
      db,
      context.now,
      async (tx) => {
        const current = await lockOwnEndpoint(tx, accountId, id);
        if (!current) throw notFound('webhook endpoint');
        const problems = [...checked.problems];
        if (checked.url && checked.url !== current.url) {
          const [taken] = await tx
            .select({ id: webhookEndpoints.id })
            .from(webhookEndpoints)
            .where(
              and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.url, checked.url), ne(webhookEndpoints.id, id)),
            );
          if (taken) problems.push(duplicateUrl(checked.url));
        }
        if (problems.length > 0) throw validationFailed(problems);
        const enabling = changes.enabled === true && !current.enabled;
        const [row] = await tx
          .update(webhookEndpoints)
          .set({
            ...(checked.url !== undefined && { url: checked.url }),
            ...(changes.events !== undefined && { events: canonicalEvents(changes.events) }),
            ...(changes.description !== undefined && { description: changes.description }),
            ...(changes.enabled === false &&
              current.enabled && { enabled: false, disabledReason: 'manual', disabledAt: context.now }),
            ...(enabling && { enabled: true, disabledReason: null, failingSince: null }),
          })
          .where(eq(webhookEndpoints.id, id))
          .returning();
        const previous = row && endpointChanges(current, row);
        if (row && previous) await recordEndpointEvent(tx, 'webhook_endpoint.updated', row, context.now, previous);
        const difference = row && endpointDifference(current, row);
        if (row && difference) await auditEndpoint(tx, context.audit, 'webhook_endpoint.updated', row, context.now, difference);
        return row ?? current;
      },
      context.maker,
    );
  } catch (error) {
    if (isDuplicateUrl(error)) throw validationFailed([duplicateUrl(checked.url ?? '')]);
    throw error;
  }
}

/** A new secret now; the old one keeps signing beside it for 24 hours (two signatures in the header). */
export async function rollEndpointSecret(
  db: Db,
  accountId: string,
  id: string,
  context: Omit<EndpointContext, 'rules'>,
): Promise<{ row: EndpointRow; secret: string } | null> {
  return inEventTransaction(
    db,
    context.now,
    async (tx) => {
      const current = await lockOwnEndpoint(tx, accountId, id);
      if (!current) return null;
      const secret = generateWebhookSecret();
      const [row] = await tx
        .update(webhookEndpoints)
        .set({
          secretSealed: sealWebhookSecret(context.sessionSecret, secret),
          previousSecretSealed: current.secretSealed,
          previousSecretExpiresAt: new Date(context.now.getTime() + SECRET_OVERLAP_MS),
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (!row) return null;
      const previous = { previous_secret_expires_at: current.previousSecretExpiresAt?.toISOString() ?? null };
      await recordEndpointEvent(tx, 'webhook_endpoint.secret_rolled', row, context.now, previous);
      await auditEndpoint(tx, context.audit, 'webhook_endpoint.secret_rolled', row, context.now, {
        before: previous,
        after: { previous_secret_expires_at: row.previousSecretExpiresAt?.toISOString() ?? null },
      });
      return { row, secret };
    },
    context.maker,
  );
}

/** Removes the endpoint with its deliveries and their attempts; null when the account has no such endpoint. */
export async function deleteEndpoint(
  db: Db,
  accountId: string,
  id: string,
  now: Date,
  maker?: Maker,
  audit?: AuditSource,
): Promise<EndpointRow | null> {
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      const current = await lockOwnEndpoint(tx, accountId, id);
      if (!current) return null;
      // Read (with its health) before its attempts go with it.
      const deleted = { ...current };
      await recordEndpointEvent(tx, 'webhook_endpoint.deleted', deleted, now);
      await auditEndpoint(tx, audit, 'webhook_endpoint.deleted', deleted, now, { before: auditedEndpoint(deleted), after: null });
      await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return deleted;
    },
    maker,
  );
}
