import type { ErrorDetail } from '../../../../contract/errors';

export type OrderFormField = 'parts' | 'day' | 'start' | 'end' | 'instructions';

export interface OrderFormErrors {
  fields: Partial<Record<OrderFormField, string[]>>;
  /** Problems the server named on no field of this form. */
  form: string[];
}

const FIELD_OF: Record<string, OrderFormField> = {
  part_ids: 'parts',
  pickup_window_start: 'start',
  pickup_window_end: 'end',
  instructions: 'instructions',
};

/**
 * Places a 422's details on the form's fields; `part_ids.N` lands on the parts field,
 * naming the part so the user knows which one to remove.
 */
export function orderFormErrors(
  details: readonly ErrorDetail[],
  partIds: readonly string[],
  partName: (id: string) => string,
): OrderFormErrors {
  const result: OrderFormErrors = { fields: {}, form: [] };
  for (const detail of details) {
    const [root, index] = detail.field.split('.');
    const field = FIELD_OF[root ?? ''];
    if (!field) {
      result.form.push(detail.message);
      continue;
    }
    const id = index !== undefined && field === 'parts' ? partIds[Number(index)] : undefined;
    const message = id ? `${partName(id)}: ${detail.message}` : detail.message;
    (result.fields[field] ??= []).push(message);
  }
  return result;
}
