import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartListItem } from '#contract/parts';
import { orderBlockReason } from '#app/features/parts/part-orderability';
import { usePartSelection } from './use-part-selection';

describe('part selection', () => {
  const part = (id: string) => ({ id, internal_label: id.toUpperCase() }) as PartListItem;

  it('keeps parts in the order chosen, toggles and clears', () => {
    const { result } = renderHook(() => usePartSelection());
    act(() => result.current.toggle(part('part_b'), true));
    act(() => result.current.toggle(part('part_a'), true));
    act(() => result.current.toggle(part('part_b'), true));
    expect(result.current.ids).toEqual(['part_b', 'part_a']);
    expect(result.current.parts.map((p) => p.internal_label)).toEqual(['PART_B', 'PART_A']);
    expect(result.current.has('part_a')).toBe(true);
    act(() => result.current.toggle(part('part_b'), false));
    expect(result.current.ids).toEqual(['part_a']);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('selects and unselects many at once, keeping the ones chosen before', () => {
    const { result } = renderHook(() => usePartSelection());
    act(() => result.current.toggle(part('part_z'), true));
    const many = [part('part_a'), part('part_b')];
    act(() => result.current.toggleMany(many, true));
    expect(result.current.ids).toEqual(['part_z', 'part_a', 'part_b']);
    act(() => result.current.toggleMany(many, false));
    expect(result.current.ids).toEqual(['part_z']);
  });
});

describe('which parts can be ordered', () => {
  it('blocks retired parts and parts held by an open order, with a reason', () => {
    expect(orderBlockReason({ status: 'retired' })).toMatch(/Retired/);
    for (const status of ['pickup_scheduled', 'in_transit_to_center', 'at_service_center', 'in_transit_back']) {
      expect(orderBlockReason({ status })).toMatch(/open order/);
    }
  });

  it('lets parts with the customer, delivered ones and unknown statuses through (the server has the last word)', () => {
    expect(orderBlockReason({ status: 'with_customer' })).toBeNull();
    expect(orderBlockReason({ status: 'delivered' })).toBeNull();
    expect(orderBlockReason({ status: 'sent_to_moon' })).toBeNull();
  });
});
