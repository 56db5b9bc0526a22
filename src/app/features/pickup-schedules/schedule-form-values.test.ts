import { describe, expect, it } from 'vitest';
import { pickupScheduleCreateSchema, pickupScheduleProblems } from '#contract/pickup-schedules';
import type { PickupSchedule } from '#contract/pickup-schedule-answers';
import {
  clientScheduleProblems,
  newScheduleForm,
  scheduleBodyOf,
  scheduleFormOf,
  scheduleProblemKeyOf,
} from './schedule-form-values';

describe('schedule form values', () => {
  it('starts weekly on Monday, mornings, two days ahead, with the parts due: a body the contract accepts', () => {
    const body = scheduleBodyOf(newScheduleForm({ site_id: 'site_1' }));
    expect(body).toEqual({
      site_id: 'site_1',
      rule: 'FREQ=WEEKLY;BYDAY=MO',
      window_preference: { kind: 'range', start: '06:00', end: '12:00' },
      lead_days: 2,
      parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 90 },
      instructions: '',
    });
    const parsed = pickupScheduleCreateSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(pickupScheduleProblems(parsed.data!)).toEqual([]);
  });

  it('takes the new-order form’s parts as a fixed list', () => {
    const form = newScheduleForm({ site_id: 'site_1', part_ids: ['part_a', 'part_b'] });
    expect(scheduleBodyOf({ ...form, window: 'earliest' })).toMatchObject({
      window_preference: { kind: 'earliest' },
      parts: { rule: 'fixed', part_ids: ['part_a', 'part_b'] },
    });
  });

  it('makes a monthly rule from its own choices, keeping the weekly ones for a switch back', () => {
    const form = {
      ...newScheduleForm({ site_id: 's' }),
      frequency: 'monthly' as const,
      every_months: 2,
      ordinal: -1 as const,
      weekday: 'FR' as const,
    };
    expect(scheduleBodyOf(form).rule).toBe('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR');
    expect(scheduleBodyOf({ ...form, frequency: 'weekly' }).rule).toBe('FREQ=WEEKLY;BYDAY=MO');
  });

  it('finds every problem at once before sending', () => {
    const form = {
      ...newScheduleForm(),
      weekdays: [],
      window_start: '10:00',
      window_end: '09:00',
      lead_days: '15',
      wear_at_least: '101',
    };
    expect(clientScheduleProblems(form)).toEqual({
      site_id: 'Choose the site.',
      rule: 'Choose at least one weekday.',
      window_preference: 'The window must end after it starts.',
      lead_days: 'Enter a whole number of days from 1 to 14.',
      parts: 'Enter a wear level from 0 to 100 %.',
    });
    expect(clientScheduleProblems({ ...newScheduleForm({ site_id: 's' }), lead_days: '2.5' })).toHaveProperty('lead_days');
    expect(clientScheduleProblems(newScheduleForm({ site_id: 's' }))).toEqual({});
  });

  it('puts a server detail on the field it names', () => {
    expect(scheduleProblemKeyOf('parts.part_ids.3')).toBe('parts');
    expect(scheduleProblemKeyOf('parts.part_ids[3]')).toBe('parts');
    expect(scheduleProblemKeyOf('window_preference.end')).toBe('window_preference');
    expect(scheduleProblemKeyOf('rule')).toBe('rule');
    expect(scheduleProblemKeyOf('resume_on')).toBe('body');
  });

  it('reads a schedule back into the form', () => {
    const schedule = {
      id: 'psch_1',
      site_id: 'site_1',
      rule: 'FREQ=MONTHLY;BYDAY=2TU',
      window_preference: { kind: 'earliest' },
      lead_days: 5,
      parts: { rule: 'fixed', part_ids: ['part_a'] },
      instructions: 'Back door',
      status: 'active',
      resume_on: null,
      next_occurrences: [],
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    } satisfies PickupSchedule;
    const form = scheduleFormOf(schedule);
    expect(form).toMatchObject({
      frequency: 'monthly',
      ordinal: 2,
      weekday: 'TU',
      window: 'earliest',
      lead_days: '5',
      parts: 'fixed',
    });
    expect(scheduleBodyOf(form)).toMatchObject({ rule: schedule.rule, parts: schedule.parts, instructions: 'Back door' });
  });
});
