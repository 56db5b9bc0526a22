import { describe, expect, it } from 'vitest';
import { orderFormErrors } from './order-form-errors';

describe('orderFormErrors', () => {
  const ids = ['part_a', 'part_b'];
  const name = (id: string) => (id === 'part_b' ? 'Bread knife 2' : id);

  it('puts part_ids.N on the parts field, naming the part', () => {
    const errors = orderFormErrors(
      [
        { field: 'part_ids.1', code: 'already_in_open_order', message: 'This part is already in an open order.' },
        { field: 'part_ids', code: 'too_short', message: 'Choose at least one part.' },
      ],
      ids,
      name,
    );
    expect(errors.fields.parts).toEqual(['Bread knife 2: This part is already in an open order.', 'Choose at least one part.']);
    expect(errors.form).toEqual([]);
  });

  it('maps the window and instructions, and keeps unknown fields for the form', () => {
    const errors = orderFormErrors(
      [
        { field: 'pickup_window_start', code: 'in_past', message: 'The pickup window must start in the future.' },
        { field: 'pickup_window_end', code: 'window_too_short', message: 'At least 2 hours.' },
        { field: 'instructions', code: 'too_long', message: 'Too long.' },
        { field: 'body', code: 'invalid_type', message: 'Send a JSON object.' },
      ],
      ids,
      name,
    );
    expect(errors.fields).toEqual({
      start: ['The pickup window must start in the future.'],
      end: ['At least 2 hours.'],
      instructions: ['Too long.'],
    });
    expect(errors.form).toEqual(['Send a JSON object.']);
  });

  it('puts purchase_order on its field, and says so in words when another v1 server does not take one', () => {
    const long = { field: 'purchase_order', code: 'too_long', message: 'purchase_order must be at most 100 characters long.' };
    expect(orderFormErrors([long], ids, name).fields.purchaseOrder).toEqual([long.message]);
    const unknown = { field: 'purchase_order', code: 'unknown_field', message: 'Unknown field "purchase_order".' };
    expect(orderFormErrors([unknown], ids, name).fields.purchaseOrder).toEqual([
      'This service does not take a purchase order: clear the field to place the order.',
    ]);
  });

  it('says the part’s name where the server wrote its id', () => {
    const errors = orderFormErrors(
      [
        { field: 'part_ids.1', code: 'already_in_open_order', message: 'Part part_b is already in an open order.' },
        { field: 'part_ids', code: 'duplicate', message: 'part_b is listed twice (part_b).' },
      ],
      ids,
      name,
    );
    expect(errors.fields.parts).toEqual([
      'Part “Bread knife 2” is already in an open order.',
      '“Bread knife 2” is listed twice (“Bread knife 2”).',
    ]);
  });

  it('does not crash on an index it does not know', () => {
    const errors = orderFormErrors([{ field: 'part_ids.9', code: 'not_found', message: 'No such part.' }], ids, name);
    expect(errors.fields.parts).toEqual(['No such part.']);
  });
});
