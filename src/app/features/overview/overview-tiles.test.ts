import { describe, expect, it } from 'vitest';
import { OVERVIEW_TILE_COUNT } from './overview-pending-page';
import { PART_TILES, WEAR_TILES } from './overview-tiles';

/** Open orders, invoices to pay and overdue invoices (overview-cards.tsx). */
const ORDER_AND_INVOICE_TILES = 3;

describe('the overview skeleton', () => {
  it('has a card for every count tile the overview shows', () => {
    expect(OVERVIEW_TILE_COUNT).toBe(PART_TILES.length + WEAR_TILES.length + ORDER_AND_INVOICE_TILES);
  });
});
