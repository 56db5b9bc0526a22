import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '#contract/notifications';
import { ApiError } from '#app/lib/http/api-error';
import { clientProblems, formValuesOf, patchOf, problemKeyOf, serverProblems } from './preferences-form-values';

const SAVED: NotificationPreferences = {
  categories: { order_updates: 'instant', pickup_reminders: 'off', parts_due: 'digest', invoices: 'off' },
  sites: ['site_a', 'site_b'],
  digest_time_zone: 'Europe/London',
};

describe('the PATCH of Settings → Notifications', () => {
  it('is empty when nothing changed', () => {
    expect(patchOf(SAVED, formValuesOf(SAVED), true)).toEqual({});
  });

  it('holds only the categories that changed', () => {
    const values = formValuesOf(SAVED);
    values.categories.invoices = 'instant';
    expect(patchOf(SAVED, values, true)).toEqual({ categories: { invoices: 'instant' } });
  });

  it('sends the sites when the set changed, in any order, and never when the form hides them', () => {
    const values = { ...formValuesOf(SAVED), siteIds: ['site_b', 'site_a'] };
    expect(patchOf(SAVED, values, true)).toEqual({});
    expect(patchOf(SAVED, { ...values, siteIds: ['site_b'] }, true)).toEqual({ sites: ['site_b'] });
    expect(patchOf(SAVED, { ...values, allSites: true }, true)).toEqual({ sites: 'all' });
    expect(patchOf(SAVED, { ...values, allSites: true }, false)).toEqual({});
  });

  it('sends a changed digest zone', () => {
    expect(patchOf(SAVED, { ...formValuesOf(SAVED), digestTimeZone: 'Asia/Tokyo' }, true)).toEqual({
      digest_time_zone: 'Asia/Tokyo',
    });
  });

  it('wants a site when "only these" has none ticked', () => {
    const values = { ...formValuesOf(SAVED), siteIds: [] };
    expect(clientProblems(values, true)).toEqual({ sites: 'Choose at least one site, or All my sites.' });
    expect(clientProblems(values, false)).toEqual({});
  });
});

describe('a 422 on the form', () => {
  it.each([
    ['categories.invoices', 'categories.invoices'],
    ['categories', 'categories'],
    ['categories.unknown', 'categories'],
    ['sites', 'sites'],
    ['sites[1]', 'sites'],
    ['sites.0', 'sites'],
    ['digest_time_zone', 'digest_time_zone'],
    ['surprise', 'body'],
  ])('%s → %s', (field, key) => expect(problemKeyOf(field)).toBe(key));

  it('keeps the first message per place, and the message when there are no details', () => {
    const error = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'Invalid.',
      details: [
        { field: 'sites[0]', code: 'x', message: 'Not one of your sites.' },
        { field: 'sites[1]', code: 'x', message: 'Also not.' },
      ],
    });
    expect(serverProblems(error)).toEqual({ sites: 'Not one of your sites.' });
    expect(serverProblems(new ApiError({ status: 422, code: 'validation_failed', message: 'Invalid.' }))).toEqual({
      body: 'Invalid.',
    });
    expect(serverProblems(new ApiError({ status: 500, code: 'internal', message: 'Oops.' }))).toEqual({});
  });
});
