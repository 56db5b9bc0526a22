import { describe, expect, it } from 'vitest';
import type { PartListItem } from '#contract/parts';
import { offerText } from './due-parts-actions';
import { duePartsOffer } from './due-parts-offer';

const parts = (...ids: string[]) => ids.map((id) => ({ id }) as PartListItem);

describe('duePartsOffer', () => {
  it('makes one offer of the parts due now and soon, each once, not those already chosen', () => {
    // The due-soon list includes the parts already due.
    const offer = duePartsOffer(parts('a', 'b'), parts('a', 'b', 'c', 'd'), ['b']);
    expect(offer).toEqual({ ids: ['a', 'c', 'd'], dueNow: 1, dueSoon: 2, savesPickup: true });
    expect(offerText(offer!)).toBe('1 part due now and 2 due within 14 days.');
  });

  it('claims a saved pickup only when parts due soon join a pickup that happens anyway', () => {
    expect(duePartsOffer(parts('a'), parts('a'), [])).toMatchObject({ savesPickup: false, dueNow: 1, dueSoon: 0 });
    expect(duePartsOffer([], parts('c'), [])).toMatchObject({ savesPickup: false, dueSoon: 1 });
    expect(duePartsOffer([], parts('c'), ['x'])).toMatchObject({ savesPickup: true });
    expect(offerText(duePartsOffer(parts('a', 'b'), [], [])!)).toBe('2 parts due for sharpening now.');
  });

  it('offers no more than the order has room for, and nothing when every due part is chosen', () => {
    const many = parts(...Array.from({ length: 120 }, (_, i) => `p${i}`));
    expect(duePartsOffer(many, many, ['x'])!.ids).toHaveLength(99);
    expect(duePartsOffer(parts('a'), parts('a'), ['a'])).toBeNull();
  });
});
