import type { Hono } from 'hono';
import type { ErrorDetail } from '#contract/errors';
import {
  partBatchCreatedSchema,
  partBatchDryRunSchema,
  partBatchSchema,
  PART_BATCH_MAX,
  type PartDraft,
} from '#contract/parts-batch';
import { SerialConflictError } from '#server/domain/parts/part-serials';
import { registerParts, type NewPart } from '#server/domain/parts/register-parts';
import { batchValidationFailed } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { makerOf } from '#server/http/middleware/auth/caller';
import { MAX_BATCH_BODY_BYTES } from '#server/http/middleware/limits/request-guards';
import { operation } from '#server/http/openapi/operation';
import { readJsonObject } from '#server/http/validation';
import { checkRow, parseEnvelope, rowField, type RowCheck } from './batch-rows';
import { conflictDetails, rawSerial, serialProblems } from './serial-problems';
import { defaultSiteWithin, siteChoiceProblems } from '#server/domain/sites/site-checks';
import type { SiteReach } from '#server/domain/access/site-reach';
import type { DbOrTx } from '#server/db/client';
import { reachOf } from '#server/http/v1/site-reach';

/** A site-limited member's rows that name no site go to their default site (defaultSiteWithin). */
async function withDefaultSite(db: DbOrTx, accountId: string, reach: SiteReach, inputs: NewPart[]): Promise<NewPart[]> {
  if (reach === null || inputs.every((input) => input.site_id !== undefined)) return inputs;
  const siteId = await defaultSiteWithin(db, accountId, reach);
  return inputs.map((input) => (input.site_id === undefined && siteId ? { ...input, site_id: siteId } : input));
}

const serialField = (index: number) => rowField(index, 'serial_number');

const draftOf = (index: number, part: NewPart): PartDraft => ({
  row: index,
  part_type: part.part_type,
  internal_label: part.internal_label,
  serial_number: part.serial_number ?? '',
  manufacturer: part.manufacturer ?? '',
  model: part.model ?? '',
});

/** Every problem, row by row (a row's own checks, then its serial number), and how many rows have one. */
function byRow(checks: readonly RowCheck[], serialDetails: readonly ErrorDetail[]) {
  const problems = [...checks.flatMap((check) => (check.ok ? [] : check.details)), ...serialDetails];
  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { problems, rows: new Set(problems.map((detail) => detail.row)) };
}

const NOTES =
  `Every row is checked with the rules of POST /v1/parts, and its serial number against the account's parts that are not retired and the batch's earlier rows (trimmed, without regard to case; empty serials never clash). ` +
  `A 422 lists every problem of every row with no cap (at most one per field of a row, plus one for a row's unknown fields), each detail naming its row (\`row\`, and \`field\` as \`parts[17].serial_number\`); a duplicate_serial detail names the part that has the number (\`existing_part\`). ` +
  `\`dry_run: true\` writes nothing and answers 200 with the rows that would be registered and every problem. ` +
  `Otherwise all or nothing: 201 with the parts in the order given. A concurrent request that registers one of the serial numbers first makes this one 422 duplicate_serial. ` +
  `At most ${PART_BATCH_MAX} parts and ${MAX_BATCH_BODY_BYTES} bytes; one request for the rate limits. ` +
  '`import_id` (extension) names the import the parts belong to: `GET /v1/parts?import_id=` lists exactly them. ' +
  'Each row’s `site_id` (extension) follows the rule of POST /v1/parts: required when the account has more than one active site.';

/** POST /v1/parts/batch: up to 1,000 parts at once, all or nothing, or a dry run of them. */
export function mountPartsBatch(routes: Hono<AppEnv>): void {
  routes.post(
    '/batch',
    operation({
      operationId: 'createPartsBatch',
      summary: 'Register up to 1,000 parts at once, all or nothing (or check them with a dry run)',
      scope: 'parts:write',
      body: partBatchSchema,
      success: { status: 201, schema: partBatchCreatedSchema },
      alsoSuccess: { status: 200, schema: partBatchDryRunSchema, description: 'Dry run: nothing was written' },
      errors: [400, 409, 422],
      notes: NOTES,
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const caller = c.get('caller');
      const accountId = caller.accountId;
      const batch = parseEnvelope(await readJsonObject(c));
      const checks = batch.rows.map(checkRow);
      const serials = batch.rows.flatMap((raw, index) => {
        const serial = rawSerial(raw);
        return serial === undefined ? [] : [{ index, serial }];
      });
      const sites = batch.rows.flatMap((raw, index) => {
        const siteId = (raw as { site_id?: unknown } | null)?.site_id;
        if (siteId !== undefined && typeof siteId !== 'string') return [];
        return [{ siteId, field: rowField(index, 'site_id'), row: index }];
      });
      const { problems, rows } = byRow(checks, [
        ...(await serialProblems(db, accountId, serials, serialField, { withRow: true, reach: reachOf(c) })),
        ...(await siteChoiceProblems(db, accountId, sites, reachOf(c))),
      ]);
      if (batch.dryRun) {
        const ready = checks.flatMap((check) => (check.ok && !rows.has(check.index) ? [draftOf(check.index, check.part)] : []));
        return c.json({ data: { dry_run: true as const, rows: batch.rows.length, ready, problems } }, 200);
      }
      if (problems.length > 0) throw batchValidationFailed(problems, rows.size);
      const inputs = await withDefaultSite(
        db,
        accountId,
        reachOf(c),
        checks.flatMap((check) => (check.ok ? [check.part] : [])),
      );
      try {
        const created = await registerParts(db, accountId, inputs, now(), {
          importId: batch.importId,
          maker: makerOf(caller),
          batch: true,
        });
        return c.json({ data: created, meta: { created: created.length, import_id: batch.importId ?? null } }, 201);
      } catch (error) {
        if (!(error instanceof SerialConflictError)) throw error;
        const details = conflictDetails(error.conflicts, serialField, true, reachOf(c));
        throw batchValidationFailed(details, new Set(details.map((detail) => detail.row)).size);
      }
    },
  );
}
