import type { ErrorDetail } from '#contract/errors';

export type OrderFormField = 'parts' | 'day' | 'start' | 'end' | 'instructions' | 'purchaseOrder';

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
  purchase_order: 'purchaseOrder',
};

/** The server names parts by id ("Part part_x is …"): say the part's name instead. */
function withNames(message: string, partIds: readonly string[], partName: (id: string) => string): string {
  return partIds.reduce((text, id) => (text.includes(id) ? text.split(id).join(`“${partName(id)}”`) : text), message);
}

/**
 * Places a 422's details on the form's fields; `part_ids.N` lands on the parts field,
 * naming the part by its label so the user knows which one to remove.
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
    const named = withNames(detail.message, partIds, partName);
    if (!field) {
      result.form.push(named);
      continue;
    }
    if (field === 'purchaseOrder' && detail.code === 'unknown_field') {
      // Another v1 server, without the purchase-order extension.
      (result.fields[field] ??= []).push('This service does not take a purchase order: clear the field to place the order.');
      continue;
    }
    const id = index !== undefined && field === 'parts' ? partIds[Number(index)] : undefined;
    // A message that already names the part needs no prefix.
    const message = id && named === detail.message ? `${partName(id)}: ${detail.message}` : named;
    (result.fields[field] ??= []).push(message);
  }
  return result;
}
