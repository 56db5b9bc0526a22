import { describe, expect, it } from 'vitest';
import { daysUntilDue, dueLabel } from './invoice-due';

// Local noon, so the viewer's calendar day is unambiguous in any test time zone.
const now = new Date(2026, 10, 21, 12, 0, 0);

describe('due dates', () => {
  it('counts calendar days from the viewer’s today', () => {
    expect(daysUntilDue('2026-11-24', now)).toBe(3);
    expect(daysUntilDue('2026-11-21', now)).toBe(0);
    expect(daysUntilDue('2026-11-01', now)).toBe(-20);
    expect(daysUntilDue('2027-01-01', now)).toBe(41);
    expect(daysUntilDue('soon', now)).toBeNull();
  });

  it('says how long is left or how late it is', () => {
    expect(dueLabel('sent', '2026-11-22', now)).toBe('due in 1 day');
    expect(dueLabel('draft', '2026-12-21', now)).toBe('due in 30 days');
    expect(dueLabel('sent', '2026-11-21', now)).toBe('due today');
    expect(dueLabel('overdue', '2026-11-20', now)).toBe('1 day overdue');
    expect(dueLabel('overdue', '2026-11-07', now)).toBe('14 days overdue');
  });

  it('says nothing for paid invoices', () => {
    expect(dueLabel('paid', '2026-11-01', now)).toBeNull();
  });
});
