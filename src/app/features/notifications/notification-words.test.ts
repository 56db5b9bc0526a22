import { describe, expect, it } from 'vitest';
import { modesSummary } from './notification-modes';
import { categoriesInWords, testSentWords, turnedOffByLinkWords } from './notification-words';

describe('notification words', () => {
  it('lists categories as a sentence, an unknown one in words', () => {
    expect(categoriesInWords(['invoices'])).toBe('Invoices');
    expect(categoriesInWords(['order_updates', 'invoices'])).toBe('Order updates and Invoices');
    expect(categoriesInWords(['order_updates', 'pickup_reminders', 'fleet_news'])).toBe(
      'Order updates, Pickup reminders and fleet news',
    );
  });

  it('sums up the modes, leaving out a mode nothing has', () => {
    expect(modesSummary({ order_updates: 'instant', pickup_reminders: 'instant', parts_due: 'instant', invoices: 'off' })).toBe(
      'Instant: Order updates, Pickup reminders, Parts due for service · Off: Invoices',
    );
  });

  it('dates a link’s turning off in the reader’s zone', () => {
    expect(turnedOffByLinkWords('invoices', '2026-11-29T23:30:00Z', 'UTC')).toMatch(
      /^Invoices were turned off .* (29 Nov|Nov 29)\.$/,
    );
    expect(turnedOffByLinkWords('invoices', '2026-11-29T23:30:00Z', 'Asia/Tokyo')).toMatch(/(30 Nov|Nov 30)\.$/);
  });

  it('says where the sample went, or why none did', () => {
    expect(testSentWords('a@x.example', ['parts_due'])).toBe('Sent a sample of Parts due for service to a@x.example.');
    expect(testSentWords('a@x.example', [])).toMatch(/^Nothing was sent to a@x.example/);
  });
});
