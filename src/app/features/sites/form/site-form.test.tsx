import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import { SiteForm } from './site-form';
import { emptySiteForm } from './site-form-values';

afterEach(cleanup);

function renderForm(error: Error | null = null) {
  const submit = vi.fn();
  const initial = { ...emptySiteForm(), name: 'Harbour St', line1: '1 Water St', city: 'Chicago', country: 'US' };
  render(
    <SiteForm
      initial={initial}
      submit={submit}
      isPending={false}
      error={error}
      onCancel={() => undefined}
      labels={['Add site', 'Adding…']}
    />,
  );
  return submit;
}

const day = (name: string) => screen.getByRole('group', { name });

// The whole form in jsdom (every time zone an option, seven days of inputs) takes 2.5 s alone and
// over 7 s beside the browser tests: more than Vitest's default 5 s, with nothing wrong.
describe('SiteForm', { timeout: 20_000 }, () => {
  it('refuses overlapping ranges before sending, then sends all seven days: Monday copied to the weekdays, Saturday opened', () => {
    const submit = renderForm();
    const monday = within(day('Monday'));
    fireEvent.click(monday.getByRole('button', { name: 'Add second hours on Monday' }));
    fireEvent.change(monday.getByLabelText('Opens again'), { target: { value: '14:00' } });
    fireEvent.change(monday.getAllByLabelText('Closes')[1]!, { target: { value: '00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add site' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Monday: The two ranges overlap.' })).toBeTruthy();

    fireEvent.change(monday.getAllByLabelText('Closes')[0]!, { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open on Saturday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add site' }));
    const weekday = [
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '24:00' },
    ];
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.lastCall![0]).toMatchObject({
      name: 'Harbour St',
      receiving_hours: {
        mon: weekday,
        tue: weekday,
        wed: weekday,
        thu: weekday,
        fri: weekday,
        sat: [{ start: '08:00', end: '18:00' }],
        sun: [],
      },
    });
  });

  it('shows a 422’s details on the name field and on the row of hours they name', () => {
    renderForm(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'The request has problems.',
        details: [
          { field: 'name', code: 'duplicate', message: 'The account already has a site named "Harbour St".' },
          { field: 'receiving_hours.mon.1', code: 'end_before_start', message: 'That range ends before it starts.' },
        ],
      }),
    );
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Add second hours on Monday' }));
    const second = within(day('Monday')).getByLabelText('Opens again');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(within(day('Monday')).getByLabelText('Opens', { exact: true }).getAttribute('aria-invalid')).toBe('false');
    expect(second.id).toBe('site-hours-mon-1');
    expect(screen.getByRole('link', { name: 'Monday, hours 2: That range ends before it starts.' }).getAttribute('href')).toBe(
      '#site-hours-mon-1',
    );
  });
});
