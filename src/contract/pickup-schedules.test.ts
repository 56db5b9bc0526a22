import { describe, expect, it } from 'vitest';
import {
  pickupScheduleCreateSchema,
  pickupScheduleListQuerySchema,
  pickupSchedulePauseSchema,
  pickupScheduleProblems,
  pickupScheduleSkipSchema,
  pickupScheduleUpdateSchema,
  schedulePartsSchema,
  windowPreferenceSchema,
} from './pickup-schedules';
import { pickupScheduleSchema, pickupScheduleSummarySchema } from './pickup-schedule-answers';

const ok = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

const body = {
  site_id: 'site_1',
  rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
  window_preference: { kind: 'range', start: '06:00', end: '10:00' },
  lead_days: 3,
  parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 90 },
};

describe('pickup schedule bodies', () => {
  it('fills instructions, status and resume_on when a new schedule leaves them out', () => {
    expect(pickupScheduleCreateSchema.parse(body)).toEqual({ ...body, instructions: '', status: 'active', resume_on: null });
    expect(pickupScheduleCreateSchema.parse({ ...body, instructions: '  Back door  ' }).instructions).toBe('Back door');
    expect(ok(pickupScheduleCreateSchema, { ...body, status: 'paused', resume_on: '2027-01-04' })).toBe(true);
  });

  it('refuses unknown fields, and a site change on update', () => {
    expect(ok(pickupScheduleCreateSchema, { ...body, color: 'red' })).toBe(false);
    expect(ok(pickupScheduleUpdateSchema, { site_id: 'site_2' })).toBe(false);
    expect(ok(pickupScheduleUpdateSchema, {})).toBe(true);
    expect(ok(pickupScheduleUpdateSchema, { lead_days: 14, status: 'paused', resume_on: null })).toBe(true);
  });

  it('bounds lead_days to 1–14 whole days and instructions to 500 characters', () => {
    for (const lead_days of [1, 14]) expect(ok(pickupScheduleCreateSchema, { ...body, lead_days })).toBe(true);
    for (const lead_days of [0, 15, 2.5, '3']) expect(ok(pickupScheduleCreateSchema, { ...body, lead_days })).toBe(false);
    expect(ok(pickupScheduleCreateSchema, { ...body, instructions: 'x'.repeat(500) })).toBe(true);
    expect(ok(pickupScheduleCreateSchema, { ...body, instructions: 'x'.repeat(501) })).toBe(false);
  });

  it('takes the earliest window or a range of HH:MM times', () => {
    expect(ok(windowPreferenceSchema, { kind: 'earliest' })).toBe(true);
    expect(ok(windowPreferenceSchema, { kind: 'earliest', start: '06:00' })).toBe(false);
    expect(ok(windowPreferenceSchema, { kind: 'range', start: '06:00', end: '10:00' })).toBe(true);
    expect(ok(windowPreferenceSchema, { kind: 'range', start: '6:00', end: '10:00' })).toBe(false);
    expect(ok(windowPreferenceSchema, { kind: 'range', start: '06:00' })).toBe(false);
    expect(ok(windowPreferenceSchema, { kind: 'latest' })).toBe(false);
  });

  it('takes due parts by wear 0–100 and days since service 1–730, or 1–500 fixed part ids', () => {
    const due = (wear_at_least: unknown, days_since_service_at_least: unknown) =>
      ok(schedulePartsSchema, { rule: 'due', wear_at_least, days_since_service_at_least });
    expect(due(0, 1)).toBe(true);
    expect(due(100, 730)).toBe(true);
    expect(due(-1, 90)).toBe(false);
    expect(due(101, 90)).toBe(false);
    expect(due(50, 0)).toBe(false);
    expect(due(50, 731)).toBe(false);
    expect(ok(schedulePartsSchema, { rule: 'fixed', part_ids: ['part_1'] })).toBe(true);
    expect(ok(schedulePartsSchema, { rule: 'fixed', part_ids: [] })).toBe(false);
    expect(ok(schedulePartsSchema, { rule: 'fixed', part_ids: Array.from({ length: 501 }, (_, i) => `part_${i}`) })).toBe(false);
    expect(ok(schedulePartsSchema, { rule: 'fixed', part_ids: ['part_1'], wear_at_least: 5 })).toBe(false);
  });

  it('names every rule problem at once, each on its field', () => {
    expect(
      pickupScheduleProblems({
        rule: 'FREQ=WEEKLY;COUNT=3',
        window_preference: { kind: 'range', start: '10:00', end: '10:00' },
        parts: { rule: 'fixed', part_ids: ['part_1', 'part_2', 'part_1'] },
        status: 'active',
        resume_on: '2027-01-04',
      }),
    ).toEqual([
      {
        field: 'rule',
        code: 'invalid_value',
        message: 'rule: COUNT is not accepted: a schedule runs until it is paused or deleted.',
      },
      { field: 'rule', code: 'required', message: 'rule: BYDAY is required, e.g. BYDAY=MO (weekly) or BYDAY=2TU (monthly).' },
      {
        field: 'window_preference',
        code: 'end_before_start',
        message: 'window_preference: 10:00–10:00 must end after it starts.',
      },
      { field: 'parts.part_ids.2', code: 'duplicate', message: 'parts.part_ids: part_1 is listed more than once.' },
      {
        field: 'resume_on',
        code: 'invalid_value',
        message: 'resume_on is for a paused schedule: send status "paused" with it, or leave it out.',
      },
    ]);
    expect(
      pickupScheduleProblems({ ...body, window_preference: { kind: 'range', start: '18:00', end: '24:00' } } as never),
    ).toEqual([]);
    expect(pickupScheduleProblems({})).toEqual([]);
  });
});

describe('pickup schedule actions and answers', () => {
  it('takes a pause with or without a resume date, and a skip of one real date', () => {
    expect(ok(pickupSchedulePauseSchema, {})).toBe(true);
    expect(ok(pickupSchedulePauseSchema, { resume_on: null })).toBe(true);
    expect(ok(pickupSchedulePauseSchema, { resume_on: '2027-01-04' })).toBe(true);
    expect(ok(pickupSchedulePauseSchema, { resume_on: '2027-02-30' })).toBe(false);
    expect(ok(pickupSchedulePauseSchema, { until: '2027-01-04' })).toBe(false);
    expect(ok(pickupScheduleSkipSchema, { date: '2026-11-30' })).toBe(true);
    expect(ok(pickupScheduleSkipSchema, {})).toBe(false);
    expect(ok(pickupScheduleSkipSchema, { date: '2026-11-30T00:00:00Z' })).toBe(false);
  });

  it('filters a list by up to 20 sites', () => {
    expect(ok(pickupScheduleListQuerySchema, { site_id: 'site_a,site_b', limit: '10' })).toBe(true);
    expect(ok(pickupScheduleListQuerySchema, { site_id: Array.from({ length: 21 }, (_, i) => `site_${i}`).join(',') })).toBe(
      false,
    );
  });

  it('reads an answer with an occurrence status or field it does not know, and a list item without windows and parts', () => {
    const occurrence = { date: '2026-11-23', status: 'held_back', window: null, part_ids: [], order_id: null, extra: 1 };
    const answer = {
      id: 'psch_1',
      site_id: 'site_1',
      rule: 'FREQ=WEEKLY;BYDAY=MO',
      window_preference: { kind: 'earliest' },
      lead_days: 2,
      parts: { rule: 'fixed', part_ids: ['part_1'] },
      instructions: '',
      status: 'active',
      resume_on: null,
      next_occurrences: [occurrence],
      created_at: '2026-11-21T08:00:00.000Z',
      updated_at: '2026-11-21T08:00:00.000Z',
    };
    expect(ok(pickupScheduleSchema, answer)).toBe(true);
    const { window: _window, part_ids: _parts, ...light } = occurrence;
    expect(ok(pickupScheduleSummarySchema, { ...answer, next_occurrences: [light] })).toBe(true);
    expect(ok(pickupScheduleSchema, { ...answer, next_occurrences: [light] })).toBe(false);
  });
});
