import { describe, expect, it } from 'vitest';
import { PICKUP_DELIVERY_FEE_CENTS, priceOfPart } from '#contract/pricing';
import type { PartRow } from '#server/domain/parts/part-mappers';
import { invoiceLines } from './issue-invoice';

const part = (internalLabel: string, partType: string) => ({ internalLabel, partType }) as PartRow;

describe('invoice lines', () => {
  it('bill each part’s sharpening by its type, then the pickup and delivery once', () => {
    expect(invoiceLines([part('Line 2 slicer', 'blade'), part('Shop bit', 'drill_bit')])).toEqual([
      { description: 'Sharpening: Line 2 slicer (blade)', amountCents: priceOfPart('blade') },
      { description: 'Sharpening: Shop bit (drill bit)', amountCents: priceOfPart('drill_bit') },
      { description: 'Pickup and delivery', amountCents: PICKUP_DELIVERY_FEE_CENTS },
    ]);
  });
});
