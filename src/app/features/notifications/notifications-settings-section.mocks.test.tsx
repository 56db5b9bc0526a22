import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { renderInRouter } from '#app/testing/render-in-router';
import { NotificationsSettingsSection } from './notifications-settings-section';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

describe('the Notifications section of Settings', () => {
  it('sums up the person’s choices and leads to Settings → Notifications', async () => {
    apiRequest.mockResolvedValue({
      data: {
        categories: { order_updates: 'instant', pickup_reminders: 'off', parts_due: 'digest', invoices: 'instant' },
        sites: 'all',
        digest_time_zone: 'Europe/London',
      },
    });
    await renderInRouter(<NotificationsSettingsSection />, createQueryClient());
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(
      screen.getByText(
        'The e-mail you get about orders, pickups, parts due and invoices: Instant: Order updates, Invoices · Daily digest: Parts due for service · Off: Pickup reminders.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose notifications' }).getAttribute('href')).toBe('/settings/notifications');
    expect(apiRequest.mock.calls[0]![0].path).toBe('/portal/notification-preferences');
  });

  it('is left out on a server whose preferences answer 404', async () => {
    apiRequest.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'Not found.' }));
    await renderInRouter(
      <>
        <NotificationsSettingsSection />
        <p>End of settings</p>
      </>,
      createQueryClient(),
    );
    await screen.findByText('End of settings');
    await vi.waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    // The answer has come: still no section.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Choose notifications' })).toBeNull();
  });
});
