import * as z from 'zod/mini';
import type { ErrorDetail } from '#contract/errors';

/**
 * The fields of a body that parsed on their own. A list that failed keeps, in
 * place, the items that parsed (`undefined` where one did not), so each item
 * can still be judged and named by its index.
 */
export type ParsedFields<T> = {
  [K in keyof T]?: NonNullable<T[K]> extends readonly (infer Item)[] ? readonly (Item | undefined)[] : T[K];
};

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as SchemaDef;

/** The item schema of a list field (through optional and nullable), or undefined for any other field. */
function itemSchemaOf(schema: z.ZodMiniType): z.ZodMiniType | undefined {
  let def = defOf(schema);
  while ((def.type === 'optional' || def.type === 'nullable') && def.innerType) def = defOf(def.innerType);
  return def.type === 'array' ? def.element : undefined;
}

/**
 * Each field of an object schema parsed on its own, leaving out every field
 * (or list item) that failed, that is missing, or that holds a control
 * character (already refused, and never to reach a query).
 */
export function fieldsThatParsed<T>(
  schema: z.ZodMiniType,
  raw: Record<string, unknown>,
  problems: readonly ErrorDetail[],
): ParsedFields<T> {
  const { type, shape } = defOf(schema);
  if (type !== 'object' || !shape) return {};
  const unsafe = new Set(problems.filter((detail) => detail.code === 'invalid_characters').map((detail) => detail.field));
  const unsafeFields = [...unsafe];
  const fields: Record<string, unknown> = {};
  for (const [name, fieldSchema] of Object.entries(shape)) {
    if (!Object.hasOwn(raw, name)) continue;
    const value = raw[name];
    if (!unsafeFields.some((field) => field === name || field.startsWith(`${name}.`))) {
      const whole = z.safeParse(fieldSchema, value);
      if (whole.success) {
        fields[name] = whole.data;
        continue;
      }
    }
    const itemSchema = itemSchemaOf(fieldSchema);
    if (!itemSchema || !Array.isArray(value)) continue;
    fields[name] = value.map((item, index) => {
      if (unsafe.has(`${name}.${index}`)) return undefined;
      const parsed = z.safeParse(itemSchema, item);
      return parsed.success ? parsed.data : undefined;
    });
  }
  return fields as ParsedFields<T>;
}
