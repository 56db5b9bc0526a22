import { describe, expect, it } from 'vitest';
import { ORDER_RULES } from '#contract/orders';
import { canAddPart, checkOrderForm, isOrderable, partWarning, visibleProblems } from './order-form-rules';

// Saturday 21 Nov 2026, 09:00 in New York.
const NOW = new Date('2026-11-21T14:00:00Z');
const NY = 'America/New_York';
const GOOD_WINDOW = { day: '2026-11-23', start: '09:00', end: '12:00' };
const ids = (n: number) => Array.from({ length: n }, (_, i) => `prt_${i}`);
const check = (partIds: readonly string[], window = GOOD_WINDOW, instructions = '') =>
  checkOrderForm({ partIds, window, instructions }, NY, NOW);

describe('checkOrderForm', () => {
  it('builds the request from a valid form, the window in UTC', () => {
    const result = check(['prt_a', 'prt_b'], GOOD_WINDOW, 'Gate 4');
    expect(result.problems).toEqual({});
    expect(result.body).toEqual({
      part_ids: ['prt_a', 'prt_b'],
      pickup_window_start: '2026-11-23T14:00:00.000Z',
      pickup_window_end: '2026-11-23T17:00:00.000Z',
      instructions: 'Gate 4',
    });
  });

  it('sends a purchase order trimmed, only when one is given, and refuses one over 100 characters', () => {
    const withPo = (purchaseOrder: string) =>
      checkOrderForm({ partIds: ['prt_a'], window: GOOD_WINDOW, instructions: '', purchaseOrder }, NY, NOW);
    expect(withPo('  PO-4471 ').body).toMatchObject({ purchase_order: 'PO-4471' });
    // A v1 server without the extension refuses a field it does not know: none is sent when empty.
    expect(withPo('   ').body).not.toHaveProperty('purchase_order');
    expect(withPo('x'.repeat(ORDER_RULES.purchaseOrderMax)).problems).toEqual({});
    expect(withPo('x'.repeat(ORDER_RULES.purchaseOrderMax + 1)).problems.purchaseOrder).toEqual([
      'A purchase order can be at most 100 characters.',
    ]);
  });

  it('needs at least one part', () => {
    const result = check([]);
    expect(result.problems.parts).toEqual(['Choose at least one part.']);
    expect(result.body).toBeNull();
  });

  it('takes exactly the maximum number of parts, and refuses one more', () => {
    expect(ORDER_RULES.maxParts).toBe(100);
    const full = check(ids(100));
    expect(full.problems).toEqual({});
    expect(full.body?.part_ids).toHaveLength(100);
    const over = check(ids(101));
    expect(over.problems.parts).toEqual(['An order takes at most 100 parts.']);
    expect(over.body).toBeNull();
    expect(check(ids(1)).problems).toEqual({});
  });

  it('lets the picker add parts up to the maximum and no further', () => {
    expect(canAddPart(0)).toBe(true);
    expect(canAddPart(99)).toBe(true);
    expect(canAddPart(100)).toBe(false);
    expect(canAddPart(101)).toBe(false);
  });

  it('explains each window rule of the contract on its field', () => {
    expect(check(['p'], { day: '', start: '', end: '' }).problems).toEqual({
      day: ['Choose a pickup day.'],
      start: ['Enter the time the pickup window starts.'],
      end: ['Enter the time the pickup window ends.'],
    });
    expect(check(['p'], { day: '2026-11-21', start: '08:00', end: '11:00' }).problems).toEqual({
      start: ['The pickup window must start in the future.'],
    });
    expect(check(['p'], { day: '2026-11-23', start: '12:00', end: '09:00' }).problems).toEqual({
      end: ['The pickup window must end after it starts.'],
    });
    expect(check(['p'], { day: '2026-11-23', start: '09:00', end: '10:59' }).problems).toEqual({
      end: ['The pickup window must be at least 2 hours long.'],
    });
    expect(check(['p'], { day: '2026-11-23', start: '09:00', end: '11:00' }).problems).toEqual({});
    expect(check(['p'], { day: '2027-01-21', start: '09:00', end: '11:00' }).problems).toEqual({
      start: ['The pickup window must start within 60 days.'],
    });
    expect(check(['p'], { day: '2026-11-23', start: '9', end: '11:00' }).body).toBeNull();
  });

  it('limits the instructions to the contract’s length, inclusive', () => {
    const max = ORDER_RULES.instructionsMax;
    expect(check(['p'], GOOD_WINDOW, 'x'.repeat(max)).problems).toEqual({});
    expect(check(['p'], GOOD_WINDOW, 'x'.repeat(max + 1)).problems).toEqual({
      instructions: ['Instructions can be at most 1000 characters.'],
    });
  });

  it('reports every problem at once', () => {
    const result = check([], { day: '', start: '', end: '' }, 'x'.repeat(1001));
    expect(Object.keys(result.problems).sort()).toEqual(['day', 'end', 'instructions', 'parts', 'start']);
  });
});

describe('orderable parts', () => {
  it('are the ones with the customer or just delivered', () => {
    expect(isOrderable({ status: 'with_customer' })).toBe(true);
    expect(isOrderable({ status: 'delivered' })).toBe(true);
    for (const status of [
      'pickup_scheduled',
      'in_transit_to_center',
      'at_service_center',
      'in_transit_back',
      'retired',
      'new_status',
    ]) {
      expect(isOrderable({ status })).toBe(false);
    }
  });

  it('warn on a chosen part the server will refuse, or that was not found', () => {
    expect(partWarning({ status: 'retired' }, false)).toBe('can’t be ordered (retired)');
    expect(partWarning({ status: 'at_service_center' }, false)).toBe('can’t be ordered (at service center)');
    expect(partWarning({ status: 'delivered' }, false)).toBeUndefined();
    expect(partWarning(undefined, true)).toBe('not found');
    expect(partWarning(undefined, false)).toBeUndefined();
  });
});

describe('visibleProblems', () => {
  const client = {
    parts: ['Choose at least one part.'],
    day: ['Choose a pickup day.'],
    end: ['The pickup window must end after it starts.'],
    instructions: ['Instructions can be at most 1000 characters.'],
  };

  it('shows only the instructions limit while the user is still filling in the form', () => {
    expect(visibleProblems(client, {}, { attempted: false, windowTyped: false })).toEqual({ instructions: client.instructions });
  });

  it('shows the window rules once a whole window is typed', () => {
    expect(visibleProblems(client, {}, { attempted: false, windowTyped: true })).toEqual({
      end: client.end,
      instructions: client.instructions,
    });
  });

  it('shows everything after a submit, the server’s messages after the form’s', () => {
    const shown = visibleProblems(
      client,
      { parts: ['Blade 7: already in an open order'] },
      { attempted: true, windowTyped: false },
    );
    expect(shown).toEqual({ ...client, parts: ['Choose at least one part.', 'Blade 7: already in an open order'] });
  });

  it('always shows the server’s messages', () => {
    expect(visibleProblems({}, { start: ['too soon'] }, { attempted: false, windowTyped: false })).toEqual({
      start: ['too soon'],
    });
  });
});
