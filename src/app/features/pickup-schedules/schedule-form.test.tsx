import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import { ScheduleForm } from './schedule-form';
import { newScheduleForm } from './schedule-form-values';

afterEach(cleanup);

const SITES = [
  { id: 'site_1', name: 'Harbour St' },
  { id: 'site_2', name: 'Midtown' },
];

function renderForm({
  error = null,
  sites = SITES,
  partIds,
}: { error?: Error | null; sites?: typeof SITES; partIds?: string[] } = {}) {
  const submit = vi.fn();
  render(
    <ScheduleForm
      initial={newScheduleForm({ site_id: sites.length === 1 ? sites[0]!.id : undefined, part_ids: partIds })}
      sites={sites}
      submit={submit}
      isPending={false}
      error={error}
      onCancel={() => undefined}
    />,
  );
  return submit;
}

const makeSchedule = () => fireEvent.click(screen.getByRole('button', { name: 'Make schedule' }));

describe('ScheduleForm', () => {
  it('makes "every other Monday, mornings, parts due" in a few clicks', () => {
    const submit = renderForm({ sites: [SITES[0]!] });
    expect(screen.queryByLabelText(/^Site/)).toBeNull();
    fireEvent.change(screen.getByLabelText('How often'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '07:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '10:00' } });
    expect(screen.getByText('Every other week on Monday')).toBeTruthy();
    makeSchedule();
    expect(submit).toHaveBeenCalledWith({
      site_id: 'site_1',
      rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
      window_preference: { kind: 'range', start: '07:00', end: '10:00' },
      lead_days: 2,
      parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 90 },
      instructions: '',
    });
  });

  it('makes a monthly rule on the nth weekday', () => {
    const submit = renderForm({ sites: [SITES[0]!] });
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    fireEvent.change(screen.getByLabelText('Which'), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText('Weekday'), { target: { value: 'FR' } });
    fireEvent.click(screen.getByRole('radio', { name: 'The earliest offered' }));
    makeSchedule();
    expect(submit.mock.lastCall![0]).toMatchObject({ rule: 'FREQ=MONTHLY;BYDAY=-1FR', window_preference: { kind: 'earliest' } });
  });

  it('offers the order form’s parts as a fixed list, chosen at first', () => {
    const submit = renderForm({ sites: [SITES[0]!], partIds: ['part_a', 'part_b'] });
    expect(screen.getByRole('radio', { name: 'The same 2 parts each time' })).toHaveProperty('checked', true);
    makeSchedule();
    expect(submit.mock.lastCall![0]).toMatchObject({ parts: { rule: 'fixed', part_ids: ['part_a', 'part_b'] } });
  });

  it('refuses what it can tell is wrong before sending, each problem linked to its field', () => {
    const submit = renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    fireEvent.change(screen.getByLabelText(/^Order ahead/), { target: { value: '0' } });
    makeSchedule();
    expect(submit).not.toHaveBeenCalled();
    const summary = within(screen.getByRole('alert'));
    expect(summary.getByRole('link', { name: 'Site: Choose the site.' }).getAttribute('href')).toBe('#schedule-site');
    expect(summary.getByRole('link', { name: 'Repeats: Choose at least one weekday.' })).toBeTruthy();
    expect(summary.getByRole('link', { name: /^Order ahead: / }).getAttribute('href')).toBe('#schedule-lead-days');
  });

  it('shows the server’s 422 details on their fields', () => {
    const error = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'The schedule has problems.',
      details: [
        { field: 'parts.part_ids.1', code: 'not_found', message: 'parts.part_ids: part_b is not at this site.' },
        { field: 'site_id', code: 'invalid_value', message: 'site_id: the site is archived.' },
      ],
    });
    renderForm({ error, partIds: ['part_a', 'part_b'] });
    expect(screen.getByRole('link', { name: 'Parts: parts.part_ids: part_b is not at this site.' })).toBeTruthy();
    expect(screen.getByLabelText(/^Site/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('site_id: the site is archived.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Site: site_id: the site is archived.' })).toBeTruthy();
  });
});
