import { Hono } from 'hono';
import {
  PART_TYPE_ALIAS_LIMITS,
  partTypeAliasListResponseSchema,
  partTypeAliasResponseSchema,
  partTypeAliasSaveSchema,
} from '#contract/part-type-aliases';
import { deleteAlias, saveAlias } from '#server/domain/part-type-aliases/alias-commands';
import { listAliases, toPartTypeAlias } from '#server/domain/part-type-aliases/alias-queries';
import { notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { makerOf } from '#server/http/middleware/auth/caller';
import { operation } from '#server/http/openapi/operation';
import { parseBody } from '#server/http/validation';

const { perAccount, valueMax } = PART_TYPE_ALIAS_LIMITS;

const KEY_NOTE =
  'An alias is known by its value’s key: the value trimmed, each run of whitespace one space, lower-cased, so ' +
  '"  Chef   Knife " and "chef knife" are one alias.';

/**
 * /v1/part_type_aliases (extension): the part type an account chose for a spreadsheet's type cell,
 * remembered for the account's next import.
 */
export function partTypeAliasesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    operation({
      operationId: 'listPartTypeAliases',
      summary: 'Extension: every part type alias of the account, in the order of their keys',
      scope: 'parts:read',
      success: { status: 200, schema: partTypeAliasListResponseSchema },
      errors: [],
      notes:
        `An account has at most ${perAccount} aliases, so the list is never paged: \`data\` holds them all and there is no ` +
        `\`meta\`. ${KEY_NOTE} A server without this extension answers 404 here.`,
    }),
    async (c) => {
      const { db } = c.get('deps');
      return c.json({ data: await listAliases(db, c.get('caller').accountId) });
    },
  );

  routes.put(
    '/',
    operation({
      operationId: 'savePartTypeAlias',
      summary: 'Extension: remember which part type a spreadsheet type cell means (create or change the alias of its key)',
      scope: 'parts:write',
      body: partTypeAliasSaveSchema,
      success: { status: 200, schema: partTypeAliasResponseSchema },
      alsoSuccess: {
        status: 201,
        schema: partTypeAliasResponseSchema,
        description: 'Created: the account had no alias of this key',
      },
      errors: [422],
      notes:
        `${KEY_NOTE} 201 creates the alias; 200 changes its part_type and spelling (value as sent, trimmed), or answers it ` +
        `as it is when nothing changes (no event then). value: 1 to ${valueMax} characters after trimming, no control ` +
        `characters; part_type: one of the part types. The ${perAccount + 1}st alias of an account is refused with 422 ` +
        'too_many. Repeating a PUT is safe: it takes no Idempotency-Key.',
    }),
    async (c) => {
      const input = await parseBody(c, partTypeAliasSaveSchema);
      const { db, now } = c.get('deps');
      const caller = c.get('caller');
      const { row, created } = await saveAlias(db, caller.accountId, input, now(), makerOf(caller));
      return c.json({ data: toPartTypeAlias(row) }, created ? 201 : 200);
    },
  );

  routes.delete(
    '/:id',
    operation({
      operationId: 'deletePartTypeAlias',
      summary: 'Extension: forget a part type alias',
      scope: 'parts:write',
      success: { status: 204 },
      errors: [404],
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const caller = c.get('caller');
      if (!(await deleteAlias(db, caller.accountId, c.req.param('id'), now(), makerOf(caller)))) {
        throw notFound('part type alias');
      }
      return c.body(null, 204);
    },
  );

  return routes;
}
