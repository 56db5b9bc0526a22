import { describe, expect, it } from 'vitest';
import type { PickupScheduleSummary } from '#contract/pickup-schedule-answers';
import { canSkip, canUnskip, formatPickupDay, occurrenceNote, scheduleTakesText, upcomingPickups } from './occurrence-text';

const occurrence = (date: string, status: string, extra: object = {}) => ({ date, status, order_id: null, ...extra });

function schedule(id: string, status: string, occurrences: ReturnType<typeof occurrence>[]): PickupScheduleSummary {
  return {
    id,
    site_id: 'site_1',
    rule: 'FREQ=WEEKLY;BYDAY=TU',
    window_preference: { kind: 'earliest' },
    lead_days: 2,
    parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 90 },
    instructions: '',
    status,
    resume_on: null,
    next_occurrences: occurrences,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  };
}

describe('occurrences in words', () => {
  it('lists each active schedule’s next pickup, skipped and empty ones passed over, soonest first (a shifted one by its new day)', () => {
    const a = schedule('psch_a', 'active', [occurrence('2026-12-01', 'skipped'), occurrence('2026-12-08', 'scheduled')]);
    const b = schedule('psch_b', 'active', [
      occurrence('2026-12-03', 'nothing_due'),
      occurrence('2026-12-05', 'shifted', { shifted_to: '2026-12-07' }),
    ]);
    const paused = schedule('psch_c', 'paused', [occurrence('2026-12-02', 'scheduled')]);
    expect(upcomingPickups([a, b, paused], 5).map(({ schedule: s, occurrence: o }) => [s.id, o.date])).toEqual([
      ['psch_b', '2026-12-05'],
      ['psch_a', '2026-12-08'],
    ]);
    expect(upcomingPickups([a, b], 1)).toHaveLength(1);
  });

  it('says what a schedule takes', () => {
    expect(scheduleTakesText({ rule: 'due', wear_at_least: 70, days_since_service_at_least: 90 })).toBe(
      'the parts due (worn 70 % or 90 days since service)',
    );
    expect(scheduleTakesText({ rule: 'fixed', part_ids: ['a', 'b', 'c'] })).toBe('its 3 listed parts');
  });

  it('explains a shift, a skip and nothing due; skip and unskip only where they apply', () => {
    expect(
      occurrenceNote(occurrence('2026-12-24', 'shifted', { shifted_to: '2026-12-28', shifted_reason: 'Christmas' })),
    ).toMatch(/^Moved to .*: Christmas\.$/);
    expect(occurrenceNote(occurrence('2026-12-24', 'skipped'))).toBe('Skipped on request.');
    expect(occurrenceNote(occurrence('2026-12-24', 'nothing_due'))).toBe('No part was due: no order.');
    expect(canSkip(occurrence('2026-12-24', 'scheduled'))).toBe(true);
    expect(canSkip(occurrence('2026-12-24', 'placed'))).toBe(false);
    expect(canUnskip(occurrence('2026-12-24', 'skipped'), ['2026-12-24'])).toBe(true);
    expect(canUnskip(occurrence('2026-12-24', 'skipped'), [])).toBe(false);
  });

  it('names a calendar day with its weekday, the same everywhere', () => {
    expect(formatPickupDay('2026-12-01', 'en-US')).toBe('Tue, Dec 1');
  });
});
