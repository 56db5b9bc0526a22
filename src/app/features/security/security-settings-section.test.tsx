import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '#app/lib/http/query-client';
import { renderInRouter } from '#app/testing/render-in-router';
import { SecuritySettingsSection } from './security-settings-section';

afterEach(cleanup);

describe('the Security section of Settings', () => {
  it('leads to the security settings', async () => {
    await renderInRouter(<SecuritySettingsSection />, createQueryClient());
    expect(screen.getByRole('heading', { name: 'Security' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage security' }).getAttribute('href')).toBe('/settings/security');
  });
});
