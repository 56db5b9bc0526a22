import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPickupWindow } from '#app/features/orders/format-window';
import { OrderStepper } from './order-stepper';
import { OrderTimeline } from './order-timeline';

afterEach(cleanup);

describe('OrderStepper', () => {
  it('marks the steps before the current one as done and the current one as the step', () => {
    render(<OrderStepper status="picked_up" />);
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Pending (done)',
      'Scheduled (done)',
      'Picked up (current step)',
      'In service (to come)',
      'Out for delivery (to come)',
      'Completed (to come)',
    ]);
    expect(steps[2]!.getAttribute('aria-current')).toBe('step');
  });

  it('shows every step done once completed', () => {
    render(<OrderStepper status="completed" />);
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.every((s) => s.textContent?.endsWith('(done)'))).toBe(true);
  });

  it('says so when the status is outside the usual steps', () => {
    render(<OrderStepper status="on_hold" />);
    expect(screen.getByText(/“On hold”, a status outside the usual steps/)).toBeTruthy();
  });
});

describe('OrderTimeline', () => {
  it('names each actor in words, unknown ones humanized, with the exact time', () => {
    render(
      <OrderTimeline
        entries={[
          { status: 'pending', occurred_at: '2026-11-21T09:00:00.000Z', actor: 'api' },
          { status: 'scheduled', occurred_at: '2026-11-21T09:05:00.000Z', actor: 'ops' },
          { status: 'picked_up', occurred_at: '2026-11-21T10:00:00.000Z', actor: 'driver' },
          { status: 'rerouted', occurred_at: '2026-11-21T11:00:00.000Z', actor: 'partner_courier' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Status timeline' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Placed through the API');
    expect(items[1]!.textContent).toContain('Service center');
    expect(items[2]!.textContent).toContain('Driver');
    expect(items[3]!.textContent).toContain('Rerouted');
    expect(items[3]!.textContent).toContain('Partner courier');
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21T09:00:00.000Z');
  });

  it('names who of the account made a move, and the window a reschedule moved from and to', () => {
    const was = { start: '2026-11-24T13:00:00.000Z', end: '2026-11-24T15:00:00.000Z' };
    const now = { start: '2026-11-25T15:00:00.000Z', end: '2026-11-25T17:00:00.000Z' };
    render(
      <OrderTimeline
        entries={[
          {
            status: 'pending',
            occurred_at: '2026-11-21T09:00:00.000Z',
            actor: 'api',
            made_by: { kind: 'user', name: 'Dana Whitfield' },
          },
          {
            status: 'rescheduled',
            occurred_at: '2026-11-21T09:30:00.000Z',
            actor: 'api',
            made_by: { kind: 'api_key', name: 'Reorder bot' },
            previous_window: was,
            window: now,
          },
          { status: 'cancelled', occurred_at: '2026-11-21T10:00:00.000Z', actor: 'api' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Status timeline' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('By Dana Whitfield in the portal');
    expect(items[0]!.textContent).not.toContain('through the API');
    expect(items[1]!.textContent).toContain('By the API key “Reorder bot”');
    expect(items[1]!.textContent).toContain(
      `Pickup window moved from ${formatPickupWindow(was.start, was.end)} to ${formatPickupWindow(now.start, now.end)}`,
    );
    // Another v1 server, without the fields: the words it always had.
    expect(items[2]!.textContent).toContain('You, through the portal or API');
  });

  it('has an explicit empty state', () => {
    render(<OrderTimeline entries={[]} />);
    expect(screen.getByText('No moves recorded yet.')).toBeTruthy();
  });
});

describe('formatPickupWindow', () => {
  it('names the day once and the zone at the end', () => {
    // ICU versions differ on the comma after the weekday.
    expect(formatPickupWindow('2026-11-23T14:00:00Z', '2026-11-23T17:00:00Z', 'America/New_York', 'en-GB')).toMatch(
      /^Mon,? 23 Nov 2026, 09:00 – 12:00 GMT-5$/,
    );
  });

  it('names both days when the window crosses midnight in the zone', () => {
    expect(formatPickupWindow('2026-07-15T20:00:00Z', '2026-07-15T23:00:00Z', 'Europe/Berlin', 'en-GB')).toMatch(
      /^Wed,? 15 Jul 2026, 22:00 – Thu,? 16 Jul 2026, 01:00 CEST$/,
    );
  });
});
