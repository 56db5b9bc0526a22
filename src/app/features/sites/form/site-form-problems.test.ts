import { describe, expect, it } from 'vitest';
import { filledSiteForm } from '#app/testing/filled-site-form';
import { ApiError } from '#app/lib/http/api-error';
import { clientProblems, problemFieldId, problemKeyOf, problemSummary, serverProblems } from './site-form-problems';

const filled = filledSiteForm;

describe('422 details on the form', () => {
  it('puts each detail on its field, row or day', () => {
    expect(problemKeyOf('receiving_hours.tue.1')).toBe('receiving_hours.tue.1');
    expect(problemKeyOf('receiving_hours.wed.0.start')).toBe('receiving_hours.wed.0');
    expect(problemKeyOf('receiving_hours.tue[1].end')).toBe('receiving_hours.tue.1');
    expect(problemKeyOf('receiving_hours.thu')).toBe('receiving_hours.thu');
    expect(problemKeyOf('receiving_hours')).toBe('receiving_hours');
    expect(problemKeyOf('closed_dates.2.date')).toBe('closed_dates.2');
    expect(problemKeyOf('closed_dates')).toBe('closed_dates');
    expect(problemKeyOf('address.country')).toBe('address.country');
    expect(problemKeyOf('address')).toBe('address.line1');
    expect(problemKeyOf('contact.phone')).toBe('contact.phone');
    expect(problemKeyOf('name')).toBe('name');
    expect(problemKeyOf('mystery')).toBe('body');
  });

  it('keeps the first message of each place and links each to its control', () => {
    const error = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'The request has problems.',
      details: [
        { field: 'name', code: 'duplicate', message: 'A site named lakeside exists.' },
        { field: 'receiving_hours.tue.1', code: 'end_before_start', message: 'tue: 10:00–09:00 must end after it starts.' },
        { field: 'receiving_hours.tue.1.end', code: 'invalid_value', message: 'second' },
        { field: 'receiving_hours.wed', code: 'overlapping', message: 'overlap' },
        { field: 'closed_dates.0.date', code: 'invalid_value', message: 'not a date' },
        { field: 'whatever', code: 'invalid_value', message: 'something else' },
      ],
    });
    const problems = serverProblems(error);
    expect(problems).toEqual({
      name: 'A site named lakeside exists.',
      'receiving_hours.tue.1': 'tue: 10:00–09:00 must end after it starts.',
      'receiving_hours.wed': 'overlap',
      'closed_dates.0': 'not a date',
      body: 'something else',
    });
    expect(problemSummary(problems)).toEqual([
      { message: 'Name: A site named lakeside exists.', fieldId: 'site-name' },
      { message: 'Tuesday, hours 2: tue: 10:00–09:00 must end after it starts.', fieldId: 'site-hours-tue-1' },
      { message: 'Wednesday: overlap', fieldId: 'site-hours-wed' },
      { message: 'Closed date 1: not a date', fieldId: 'site-closed-0' },
      { message: 'Site: something else', fieldId: undefined },
    ]);
    expect(problemFieldId('address.postal_code')).toBe('site-address-postal_code');
  });

  it('reads only 422s', () => {
    expect(serverProblems(new ApiError({ status: 409, code: 'conflict', message: 'x' }))).toEqual({});
    expect(serverProblems(null)).toEqual({});
  });
});

describe('clientProblems', () => {
  it('finds nothing in a good form', () => {
    expect(clientProblems(filled())).toEqual({});
  });

  it('mirrors the contract: required texts, a two-letter country, a real zone, ranges in order, no overlap, no date twice', () => {
    const problems = clientProblems(
      filled({
        name: ' ',
        city: '',
        country: 'USA',
        time_zone: 'Mars/Olympus',
        hours: {
          ...filled().hours,
          mon: [{ start: '10:00', end: '09:00' }],
          tue: [
            { start: '06:00', end: '10:00' },
            { start: '09:00', end: '12:00' },
          ],
          wed: [{ start: '', end: '12:00' }],
        },
        closed: [
          { key: 'a', date: '2026-12-25', reason: '' },
          { key: 'b', date: '2026-12-25', reason: '' },
          { key: 'c', date: '', reason: '' },
        ],
      }),
    );
    expect(Object.keys(problems).sort()).toEqual(
      [
        'name',
        'address.city',
        'address.country',
        'time_zone',
        'receiving_hours.mon.0',
        'receiving_hours.tue',
        'receiving_hours.wed.0',
        'closed_dates.1',
        'closed_dates.2',
      ].sort(),
    );
  });
});
