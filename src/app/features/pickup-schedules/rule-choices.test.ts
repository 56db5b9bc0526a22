import { describe, expect, it } from 'vitest';
import { parseScheduleRule } from '#contract/pickup-schedule-rule';
import { choicesOf, describeRule, describeRuleText, ruleTextOf, type RuleChoices } from './rule-choices';

describe('rule choices ↔ RRULE text', () => {
  const cases: [RuleChoices, string][] = [
    [{ frequency: 'weekly', everyWeeks: 1, weekdays: ['TU'] }, 'FREQ=WEEKLY;BYDAY=TU'],
    [{ frequency: 'weekly', everyWeeks: 2, weekdays: ['MO'] }, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO'],
    [{ frequency: 'weekly', everyWeeks: 3, weekdays: ['MO', 'TH'] }, 'FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,TH'],
    [{ frequency: 'monthly', everyMonths: 1, ordinal: 2, weekday: 'TU' }, 'FREQ=MONTHLY;BYDAY=2TU'],
    [{ frequency: 'monthly', everyMonths: 3, ordinal: -1, weekday: 'FR' }, 'FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR'],
  ];

  it.each(cases)('%o is %s, a rule the server accepts, and reads back the same', (choices, text) => {
    expect(ruleTextOf(choices)).toBe(text);
    expect(parseScheduleRule(text).ok).toBe(true);
    expect(choicesOf(text)).toEqual(choices);
  });

  it('writes weekdays Monday first whatever order they were ticked in (the server’s one written form)', () => {
    expect(ruleTextOf({ frequency: 'weekly', everyWeeks: 1, weekdays: ['FR', 'MO', 'WE'] })).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR');
  });

  it('makes no rule from a weekly choice without a weekday', () => {
    expect(ruleTextOf({ frequency: 'weekly', everyWeeks: 1, weekdays: [] })).toBeNull();
  });

  it('reads a rule written another way (lower case, RRULE: prefix, INTERVAL=1) into the same choices', () => {
    expect(choicesOf('rrule:freq=weekly;interval=1;byday=th,mo')).toEqual({
      frequency: 'weekly',
      everyWeeks: 1,
      weekdays: ['MO', 'TH'],
    });
  });

  it('gives no choices for a rule the form cannot show', () => {
    expect(choicesOf('FREQ=DAILY')).toBeNull();
    expect(choicesOf('FREQ=MONTHLY;BYMONTHDAY=1')).toBeNull();
  });

  it('says the rule in words', () => {
    expect(describeRule({ frequency: 'weekly', everyWeeks: 2, weekdays: ['MO'] })).toBe('Every other week on Monday');
    expect(describeRule({ frequency: 'weekly', everyWeeks: 1, weekdays: ['MO', 'WE', 'FR'] })).toBe(
      'Every week on Monday, Wednesday and Friday',
    );
    expect(describeRule({ frequency: 'monthly', everyMonths: 1, ordinal: -1, weekday: 'FR' })).toBe(
      'Every month on the last Friday',
    );
    expect(describeRuleText('FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO')).toBe('Every 3 months on the first Monday');
    expect(describeRuleText('FREQ=YEARLY')).toBe('FREQ=YEARLY');
  });
});
