import * as z from 'zod/mini';
import { MAX_DETAILS } from '#server/http/middleware/error-handler';

export type JsonSchema = Record<string, unknown>;

const FIELD_TEXT: Record<string, string> = {
  pdf_url:
    'Signed link to the PDF on the content host. It expires one hour after this response was made; read the invoice again for a fresh link.',
  next_cursor: 'Pass as `after` for the next page; null on the last page.',
  nearest_window:
    'Extension, on a refused pickup window (codes outside_business_hours, holiday, site_closed, outside_receiving_hours, too_soon, full, in_past, too_far_ahead): the available window nearest to the one asked for that the order’s site can take, or null when none is left in the horizon.',
};

/** Adds what the contract cannot say (descriptions, always-present meta fields, the details cap) to a generated schema. */
function refine(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) return node.forEach(refine);
  const schema = node as JsonSchema & { properties?: Record<string, JsonSchema> };
  const properties = schema.properties;
  if (properties) {
    for (const [name, text] of Object.entries(FIELD_TEXT)) if (properties[name]) properties[name].description = text;
    const meta = properties.meta as JsonSchema & { properties?: Record<string, unknown> };
    if (meta?.properties?.per_page) meta.required = Object.keys(meta.properties);
    if (properties.details_total) {
      properties.details = {
        ...properties.details,
        description: `At most ${MAX_DETAILS} problems, except from POST /v1/parts/batch, which lists every problem of every row (at most one per field of a row, and one for a row's unknown fields).`,
      };
      properties.details_total.description = `Present when there were more than ${MAX_DETAILS} problems: how many in all.`;
    }
  }
  Object.values(schema).forEach(refine);
}

/**
 * A contract schema as the JSON Schema the document shows: request bodies and query
 * parameters as what a client sends (`input`), responses as what it gets (`output`).
 */
export function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  refine(rest);
  return rest;
}

/**
 * Contract schemas as named components that refer to each other (`#/components/schemas/<name>`)
 * where one holds another, instead of each carrying its own copy.
 */
export function componentSchemas(schemas: Record<string, z.ZodMiniType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const converted = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(
    Object.entries(converted.schemas).map(([id, generated]) => {
      const { $schema: _schema, $id: _id, ...rest } = generated as JsonSchema;
      refine(rest);
      return [id, rest];
    }),
  );
}
