import { describe, expect, it } from 'vitest';
import { formatScheduleRule, parseScheduleRule, scheduleRuleProblems } from './pickup-schedule-rule';

const messages = (text: string) => scheduleRuleProblems(text).map((p) => p.message);

describe('the schedule rule subset', () => {
  it('reads weekly rules on one or more weekdays, every 1 to 8 weeks', () => {
    expect(parseScheduleRule('FREQ=WEEKLY;BYDAY=MO')).toEqual({
      ok: true,
      rule: { freq: 'WEEKLY', interval: 1, weekdays: ['MO'] },
    });
    expect(parseScheduleRule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH')).toEqual({
      ok: true,
      rule: { freq: 'WEEKLY', interval: 2, weekdays: ['MO', 'TH'] },
    });
    expect(parseScheduleRule('FREQ=WEEKLY;INTERVAL=8;BYDAY=SU,SA,FR,TH,WE,TU,MO').ok).toBe(true);
  });

  it('reads monthly rules on the 1st to 4th or the last weekday, every 1 to 12 months', () => {
    expect(parseScheduleRule('FREQ=MONTHLY;BYDAY=2TU')).toEqual({
      ok: true,
      rule: { freq: 'MONTHLY', interval: 1, ordinal: 2, weekday: 'TU' },
    });
    expect(parseScheduleRule('FREQ=MONTHLY;BYDAY=-1FR')).toEqual({
      ok: true,
      rule: { freq: 'MONTHLY', interval: 1, ordinal: -1, weekday: 'FR' },
    });
    expect(parseScheduleRule('FREQ=MONTHLY;INTERVAL=12;BYDAY=+4SU')).toEqual({
      ok: true,
      rule: { freq: 'MONTHLY', interval: 12, ordinal: 4, weekday: 'SU' },
    });
    for (const ordinal of [1, 2, 3, 4]) expect(parseScheduleRule(`FREQ=MONTHLY;BYDAY=${ordinal}WE`).ok).toBe(true);
  });

  it('takes parts in any order, in any case, with an RRULE: prefix and a trailing semicolon', () => {
    const parsed = parseScheduleRule(' rrule:byday=th,mo;interval=2;freq=weekly; ');
    expect(parsed).toEqual({ ok: true, rule: { freq: 'WEEKLY', interval: 2, weekdays: ['TH', 'MO'] } });
  });

  it('writes a rule back one way: INTERVAL only over 1, weekdays Monday first', () => {
    expect(formatScheduleRule({ freq: 'WEEKLY', interval: 2, weekdays: ['TH', 'MO'] })).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
    );
    expect(formatScheduleRule({ freq: 'WEEKLY', interval: 1, weekdays: ['SU'] })).toBe('FREQ=WEEKLY;BYDAY=SU');
    expect(formatScheduleRule({ freq: 'MONTHLY', interval: 3, ordinal: -1, weekday: 'FR' })).toBe(
      'FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR',
    );
    for (const text of ['FREQ=WEEKLY;INTERVAL=3;BYDAY=TU,SA', 'FREQ=MONTHLY;BYDAY=2TU']) {
      const parsed = parseScheduleRule(text);
      expect(parsed.ok && formatScheduleRule(parsed.rule)).toBe(text);
    }
  });

  it('refuses every part outside the subset, naming it and why', () => {
    expect(messages('FREQ=WEEKLY;BYDAY=MO;COUNT=10;UNTIL=20271231;BYHOUR=8')).toEqual([
      'rule: COUNT is not accepted: a schedule runs until it is paused or deleted.',
      'rule: UNTIL is not accepted: a schedule runs until it is paused or deleted.',
      'rule: BYHOUR is not accepted: the time of day comes from window_preference.',
    ]);
    for (const part of [
      'BYMINUTE=0',
      'BYSECOND=0',
      'BYMONTHDAY=1',
      'BYYEARDAY=1',
      'BYWEEKNO=1',
      'BYMONTH=1',
      'BYSETPOS=1',
      'WKST=SU',
    ]) {
      const [problem, ...rest] = scheduleRuleProblems(`FREQ=WEEKLY;BYDAY=MO;${part}`);
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({ field: 'rule', code: 'invalid_value' });
      expect(problem?.message).toContain(`${part.split('=')[0]} is not accepted`);
    }
    expect(messages('FREQ=WEEKLY;BYDAY=MO;COLOR=RED')).toEqual([
      'rule: COLOR is not a part of a rule; use FREQ, INTERVAL and BYDAY.',
    ]);
    expect(messages('FREQ=WEEKLY;BYDAY')).toEqual([
      'rule: "BYDAY" is not a NAME=VALUE part, e.g. FREQ=WEEKLY.',
      'rule: BYDAY is required, e.g. BYDAY=MO (weekly) or BYDAY=2TU (monthly).',
    ]);
  });

  it('says every problem at once, in words a person understands', () => {
    expect(scheduleRuleProblems('FREQ=DAILY;INTERVAL=0;BYDAY=MO;COUNT=3')).toEqual([
      {
        field: 'rule',
        code: 'invalid_value',
        message: 'rule: COUNT is not accepted: a schedule runs until it is paused or deleted.',
      },
      { field: 'rule', code: 'invalid_value', message: 'rule: FREQ must be WEEKLY or MONTHLY, not DAILY.' },
      { field: 'rule', code: 'too_small', message: 'rule: INTERVAL must be at least 1.' },
    ]);
    expect(messages('')).toEqual([
      'rule: FREQ is required: FREQ=WEEKLY or FREQ=MONTHLY.',
      'rule: BYDAY is required, e.g. BYDAY=MO (weekly) or BYDAY=2TU (monthly).',
    ]);
    expect(messages('FREQ=WEEKLY;BYDAY=')).toEqual(['rule: BYDAY needs at least one weekday, e.g. MO.']);
    expect(messages('FREQ=WEEKLY;FREQ=MONTHLY;BYDAY=MO')).toEqual(['rule: FREQ is given more than once.']);
  });

  it('refuses weekdays that are not, repeated ones, and numbered ones in a weekly rule', () => {
    expect(messages('FREQ=WEEKLY;BYDAY=MO,XX,MON,MO,2TU')).toEqual([
      'rule: BYDAY: "XX" is not a weekday; use MO, TU, WE, TH, FR, SA or SU.',
      'rule: BYDAY: "MON" is not a weekday; use MO, TU, WE, TH, FR, SA or SU.',
      'rule: BYDAY names MO more than once.',
      'rule: BYDAY=2TU (a weekday with a number) is for FREQ=MONTHLY; a weekly rule names weekdays only, e.g. TU.',
    ]);
  });

  it('bounds INTERVAL by the frequency: 1–8 weeks, 1–12 months', () => {
    expect(messages('FREQ=WEEKLY;INTERVAL=9;BYDAY=MO')).toEqual(['rule: INTERVAL is at most 8 for a weekly rule.']);
    expect(parseScheduleRule('FREQ=MONTHLY;INTERVAL=9;BYDAY=1MO').ok).toBe(true);
    expect(messages('FREQ=MONTHLY;INTERVAL=13;BYDAY=1MO')).toEqual(['rule: INTERVAL is at most 12 for a monthly rule.']);
    expect(messages('FREQ=WEEKLY;INTERVAL=two;BYDAY=MO')).toEqual([
      'rule: INTERVAL must be a whole number of weeks, from 1 to 8, not TWO.',
    ]);
    expect(messages('FREQ=MONTHLY;INTERVAL=-1;BYDAY=1MO')).toEqual([
      'rule: INTERVAL must be a whole number of months, from 1 to 12, not -1.',
    ]);
  });

  it('takes only the 1st to 4th or last weekday of a month: not every month has a 5th', () => {
    expect(messages('FREQ=MONTHLY;BYDAY=5FR')).toEqual([
      'rule: BYDAY=5FR: only the 1st to 4th (1 to 4) or the last (-1) weekday of a month; not every month has a 5th.',
    ]);
    for (const byday of ['0MO', '-2MO', '-5MO', '53MO']) expect(parseScheduleRule(`FREQ=MONTHLY;BYDAY=${byday}`).ok).toBe(false);
    expect(messages('FREQ=MONTHLY;BYDAY=TU')).toEqual([
      'rule: BYDAY=TU needs which one of the month, e.g. BYDAY=2TU (the second Tuesday) or BYDAY=-1FR (the last Friday).',
    ]);
    expect(messages('FREQ=MONTHLY;BYDAY=1MO,3MO')).toEqual([
      'rule: a monthly rule takes one weekday of the month, e.g. BYDAY=2TU (the second Tuesday) or BYDAY=-1FR (the last Friday).',
    ]);
    expect(messages('FREQ=MONTHLY;BYDAY=2XY')).toHaveLength(1);
  });

  it('refuses an overlong text without reading it, and reports on the field it is given', () => {
    expect(scheduleRuleProblems(`FREQ=WEEKLY;BYDAY=${'MO,'.repeat(70)}MO`)).toEqual([
      { field: 'rule', code: 'too_long', message: 'rule: a rule is at most 200 characters.' },
    ]);
    expect(scheduleRuleProblems('FREQ=WEEKLY', 'schedules.0.rule')).toEqual([
      {
        field: 'schedules.0.rule',
        code: 'required',
        message: 'rule: BYDAY is required, e.g. BYDAY=MO (weekly) or BYDAY=2TU (monthly).',
      },
    ]);
  });
});
