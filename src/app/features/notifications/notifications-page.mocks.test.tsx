import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BillingContact, NotificationPreferences } from '#contract/notifications';
import type { Session } from '#contract/session';
import type { Site } from '#contract/sites';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { sessionKey } from '#app/features/session/session-query';
import { sitesQueryOptions } from '#app/features/sites/api/sites-query';
import { session } from '#app/testing/members-fixtures';
import { polyfillDialog, renderInRouter } from '#app/testing/render-in-router';
import { billingContactsQueryOptions } from './api/billing-contacts-query';
import { notificationPreferencesQueryOptions } from './api/notification-preferences-query';
import { NotificationsPage } from './notifications-page';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const PREFERENCES: NotificationPreferences = {
  categories: { order_updates: 'instant', pickup_reminders: 'instant', parts_due: 'digest', invoices: 'off' },
  sites: 'all',
  digest_time_zone: 'Europe/London',
};
const site = (id: string, name: string, time_zone: string) => ({ id, name, time_zone }) as Site;
const TWO_SITES = [site('site_a', 'Harbour St', 'Europe/London'), site('site_b', 'Market St', 'America/New_York')];
const CONTACTS: BillingContact[] = [
  { id: 'bc_1', name: 'Bookkeeping', email: 'books@northwind.example', created_at: '2026-11-01T09:00:00Z' },
];

interface Server {
  as?: Session;
  preferences?: NotificationPreferences | null;
  sites?: Site[] | null;
  contacts?: BillingContact[];
  /** Answers the writes by "METHOD path"; a thrown ApiError is the server's refusal. */
  writes?: Record<string, (request: ApiRequest<unknown>) => unknown>;
}

/** The cache as the route's loader leaves it; GETs after a write answer from `server`. */
async function renderPage(server: Server = {}) {
  const as = server.as ?? session('manager');
  apiRequest.mockImplementation(async (request) => {
    const method = request.method ?? 'GET';
    if (method === 'GET' && request.path === '/portal/billing-contacts') return { data: [...(server.contacts ?? [])] };
    const write = server.writes?.[`${method} ${request.path}`];
    if (write) return write(request);
    throw new Error(`unexpected ${method} ${request.path}`);
  });
  const client = createQueryClient();
  client.setQueryData(sessionKey, as);
  client.setQueryData(
    notificationPreferencesQueryOptions.queryKey,
    server.preferences === undefined ? PREFERENCES : server.preferences,
  );
  client.setQueryData(sitesQueryOptions('active').queryKey, server.sites === undefined ? TWO_SITES : server.sites);
  if (server.contacts) client.setQueryData(billingContactsQueryOptions.queryKey, [...server.contacts]);
  await renderInRouter(<NotificationsPage />, client);
  await screen.findByRole('heading', { name: 'Notifications', level: 1 });
  return client;
}

const calls = (method: string, path: string) =>
  apiRequest.mock.calls.map(([r]) => r).filter((r) => (r.method ?? 'GET') === method && r.path === path);
const group = (name: string) => screen.getByRole('group', { name });
const choose = (category: string, mode: string) => fireEvent.click(within(group(category)).getByRole('radio', { name: mode }));
const refusal = (...details: { field: string; message: string }[]) =>
  new ApiError({
    status: 422,
    code: 'validation_failed',
    message: 'Invalid.',
    details: details.map((d) => ({ ...d, code: 'invalid_value' })),
  });

describe('Settings → Notifications: the grid', () => {
  it('shows each category as a radio group of Instant, Daily digest and Off, with what it is and the saved choice', async () => {
    await renderPage();
    const reminders = group('Pickup reminders');
    expect(
      within(reminders)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['instant', 'digest', 'off']);
    expect((within(reminders).getByRole('radio', { name: 'Instant' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(group('Parts due for service')).getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(reminders.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(reminders.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The evening before, at 18:00 at the site: the window, the parts to hand over, the access notes.',
    );
    expect(screen.getByText(/Security mail \(new sign-ins, password changes, two-factor turned off/)).toBeTruthy();
  });

  it('saves only the changed modes, in one PATCH, and says so', async () => {
    const client = await renderPage({
      writes: {
        'PATCH /portal/notification-preferences': (request) => ({
          data: {
            ...PREFERENCES,
            categories: { ...PREFERENCES.categories, ...(request.body as { categories: object }).categories },
          },
        }),
      },
    });
    choose('Order updates', 'Off');
    choose('Invoices', 'Daily digest');
    choose('Invoices', 'Instant');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Your mail follows these choices from now on.')).toBeTruthy();
    const patches = calls('PATCH', '/portal/notification-preferences');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({ categories: { order_updates: 'off', invoices: 'instant' } });
    expect(client.getQueryData<NotificationPreferences>(notificationPreferencesQueryOptions.queryKey)?.categories.invoices).toBe(
      'instant',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing has changed since the last save.')).toBeTruthy();
    expect(calls('PATCH', '/portal/notification-preferences')).toHaveLength(1);
  });

  it('sends the sites and the digest zone when they change: some of the member’s sites, a site’s zone', async () => {
    await renderPage({ writes: { 'PATCH /portal/notification-preferences': () => ({ data: PREFERENCES }) } });
    const sites = group('Sites to hear about');
    fireEvent.click(within(sites).getByRole('radio', { name: 'Only these sites' }));
    fireEvent.click(within(sites).getByRole('checkbox', { name: 'Market St' }));
    const zone = screen.getByRole('combobox', { name: 'Daily digest time zone' });
    expect(within(zone).getByRole('option', { name: 'America/New York (Market St)' })).toBeTruthy();
    expect(within(zone).getByRole('option', { name: 'Europe/London (Harbour St)' })).toBeTruthy();
    fireEvent.change(zone, { target: { value: 'America/New_York' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PATCH', '/portal/notification-preferences')).toHaveLength(1));
    expect(calls('PATCH', '/portal/notification-preferences')[0]!.body).toEqual({
      sites: ['site_b'],
      digest_time_zone: 'America/New_York',
    });
  });

  it('asks for a site before sending "only these sites" with none ticked', async () => {
    await renderPage();
    fireEvent.click(within(group('Sites to hear about')).getByRole('radio', { name: 'Only these sites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Sites: Choose at least one site, or All my sites.' })).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('leaves the sites out for an account with one site or none', async () => {
    await renderPage({ sites: [TWO_SITES[0]!] });
    expect(screen.queryByRole('group', { name: 'Sites to hear about' })).toBeNull();
    cleanup();
    await renderPage({ sites: null });
    expect(screen.queryByRole('group', { name: 'Sites to hear about' })).toBeNull();
  });

  it('puts a 422’s problems on their fields and in a focused summary, keeping the choices', async () => {
    await renderPage({
      writes: {
        'PATCH /portal/notification-preferences': () => {
          throw refusal(
            { field: 'categories.parts_due', message: 'Parts due come weekly: choose Instant or Off.' },
            { field: 'digest_time_zone', message: 'Choose a time zone one of your sites is in.' },
          );
        },
      },
    });
    choose('Parts due for service', 'Off');
    fireEvent.change(screen.getByRole('combobox', { name: 'Daily digest time zone' }), { target: { value: 'America/New_York' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Parts due for service: Parts due come weekly: choose Instant or Off.', '#notify-parts_due'],
      ['Digest time zone: Choose a time zone one of your sites is in.', '#notify-digest-zone'],
    ]);
    const partsDue = group('Parts due for service');
    expect(within(partsDue).getByText('Parts due come weekly: choose Instant or Off.')).toBeTruthy();
    expect(partsDue.getAttribute('aria-describedby')).toContain('notify-parts_due-error');
    const zone = screen.getByRole('combobox', { name: 'Daily digest time zone' });
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect((zone as HTMLSelectElement).value).toBe('America/New_York');
    expect((within(partsDue).getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says which categories an e-mail link turned off, and when', async () => {
    await renderPage({
      preferences: { ...PREFERENCES, turned_off_by_link: [{ category: 'order_updates', at: '2026-11-29T12:00:00Z' }] },
    });
    expect(screen.getByText(/^Order updates were turned off from an e-mail link on (29 Nov|Nov 29)\.$/)).toBeTruthy();
  });
});

describe('Settings → Notifications: a sample', () => {
  it('sends a test and says what went where', async () => {
    await renderPage({
      writes: {
        'POST /portal/notification-preferences/test': () => ({
          data: { to: 'avery@northwind.example', categories: ['order_updates', 'invoices'] },
        }),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    expect(await screen.findByText('Sent a sample of Order updates and Invoices to avery@northwind.example.')).toBeTruthy();
  });

  it('hides the button on a server that answers 404', async () => {
    await renderPage({
      writes: {
        'POST /portal/notification-preferences/test': () => {
          throw new ApiError({ status: 404, code: 'not_found', message: 'Not found.' });
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send me a test' })).toBeNull());
  });
});

describe('Settings → Notifications: billing contacts', () => {
  it('are not shown to a manager, and never asked for', async () => {
    await renderPage({ as: session('manager') });
    expect(screen.queryByRole('heading', { name: 'Billing contacts' })).toBeNull();
    expect(calls('GET', '/portal/billing-contacts')).toHaveLength(0);
  });

  /** An owner's page whose contacts list follows the writes. */
  async function renderOwnersContacts() {
    const contacts = [...CONTACTS];
    await renderPage({
      as: session('owner'),
      contacts,
      writes: {
        'POST /portal/billing-contacts': (request) => {
          const body = request.body as { name: string; email: string };
          if (body.email.endsWith('.invalid')) throw refusal({ field: 'email', message: 'This address cannot receive mail.' });
          const added = { id: 'bc_2', ...body, created_at: '2026-11-29T09:00:00Z' };
          contacts.push(added);
          return { data: added };
        },
        'DELETE /portal/billing-contacts/bc_1': () => {
          contacts.splice(0, 1);
          return undefined;
        },
      },
    });
    return screen.getByRole('list', { name: 'Billing contacts' });
  }

  it('an owner adds one, with a 422’s field errors first', async () => {
    const list = await renderOwnersContacts();
    expect(within(list).getByText('books@northwind.example')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add a billing contact' });
    const email = within(form).getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement;
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Accounts' } });
    fireEvent.change(email, { target: { value: 'ap@northwind.invalid' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add billing contact' }));
    expect(await within(form).findByText('This address cannot receive mail.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'ap@northwind.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add billing contact' }));
    expect(await within(list).findByText('ap@northwind.example')).toBeTruthy();
    const posts = calls('POST', '/portal/billing-contacts');
    expect(posts.at(-1)!.body).toEqual({ name: 'Accounts', email: 'ap@northwind.example' });
    expect(posts.at(-1)!.idempotencyKey).toBeTruthy();
    expect(email.value).toBe('');
  });

  it('an owner removes one after confirming', async () => {
    const list = await renderOwnersContacts();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Bookkeeping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bookkeeping?' });
    expect(calls('DELETE', '/portal/billing-contacts/bc_1')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove contact' }));
    await waitFor(() => expect(screen.queryByText('books@northwind.example')).toBeNull());
    expect(calls('DELETE', '/portal/billing-contacts/bc_1')).toHaveLength(1);
    expect(screen.getByText('No billing contacts yet. Invoices go only to the members who chose them.')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    await renderPage({ as: session('admin'), contacts: [] });
    expect(screen.getByText('No billing contacts yet. Invoices go only to the members who chose them.')).toBeTruthy();
  });
});

describe('Settings → Notifications on another v1 server', () => {
  it('says notifications are not available when the preferences answer 404', async () => {
    await renderPage({ preferences: null });
    expect(screen.getByRole('heading', { name: 'Notifications are not available on this server' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
