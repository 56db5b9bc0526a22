import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { ListMeta } from '#contract/common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '#contract/common';
import { CursorCodec, filterFingerprint } from '#server/domain/lists/cursor';
import type { Page, PageRequest } from '#server/domain/lists/pagination';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { parseQuery } from '#server/http/validation';

const codecs = new Map<string, CursorCodec>();
function codecFor(secret: string): CursorCodec {
  let codec = codecs.get(secret);
  if (!codec) {
    codec = new CursorCodec(secret);
    codecs.set(secret, codec);
  }
  return codec;
}

function parseLimit(raw: string | undefined): number {
  if (raw === undefined) return PAGE_SIZE_DEFAULT;
  const limit = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= PAGE_SIZE_MAX)) {
    throw new ApiError('invalid_parameter', `limit must be an integer from 1 to ${PAGE_SIZE_MAX}.`, [
      { field: 'limit', code: 'invalid_value', message: `limit must be an integer from 1 to ${PAGE_SIZE_MAX}.` },
    ]);
  }
  return limit;
}

function checkDateOrder(filters: { from?: string; to?: string }) {
  if (filters.from && filters.to && filters.from > filters.to) {
    throw new ApiError('invalid_parameter', '`from` must be on or before `to`.', [
      { field: 'from', code: 'invalid_value', message: '`from` must be on or before `to`.' },
    ]);
  }
}

type ListQuery = { limit?: string; after?: string; from?: string; to?: string };

export interface ListRequest<F> {
  filters: F;
  page: PageRequest;
  fingerprint: string;
}

/** Filters, limit and cursor of a list request, each refused with 400 when invalid. */
export function parseListRequest<S extends z.ZodMiniType<ListQuery>>(
  c: Context<AppEnv>,
  schema: S,
  resource: string,
): ListRequest<Omit<z.output<S>, 'limit' | 'after'>> {
  const { limit, after, ...filters } = parseQuery(c, schema) as z.output<S> & ListQuery;
  checkDateOrder(filters);
  // A site-limited member's cursor is bound to their sites too: a total it carries was counted over them.
  const reach = c.get('caller').member?.siteIds ?? null;
  const bound = reach === null ? filters : { ...filters, '~reach': reach.join(',') };
  const fingerprint = filterFingerprint(resource, bound as Record<string, string | undefined>);
  const position = after === undefined ? null : codecFor(c.get('deps').config.sessionSecret).decode(after, fingerprint);
  return {
    filters: filters as Omit<z.output<S>, 'limit' | 'after'>,
    page: { limit: parseLimit(limit), after: position },
    fingerprint,
  };
}

export function listMeta(c: Context<AppEnv>, page: Page<unknown>, request: ListRequest<unknown>): ListMeta {
  const codec = codecFor(c.get('deps').config.sessionSecret);
  return {
    total: page.total,
    next_cursor: page.next ? codec.encode(page.next, request.fingerprint) : null,
    page: page.page,
    per_page: request.page.limit,
  };
}
