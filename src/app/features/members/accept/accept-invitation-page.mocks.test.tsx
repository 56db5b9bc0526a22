import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitationPreview } from '#contract/members';
import type { Session } from '#contract/portal';
import { ApiError } from '#app/lib/http/api-error';
import { getCsrfToken } from '#app/lib/http/csrf-token';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { sessionKey } from '#app/features/session/session-query';
import { session } from '#app/testing/members-fixtures';
import { renderInRouter } from '#app/testing/render-in-router';
import { AcceptInvitationPage } from './accept-invitation-page';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const TOKEN = 'tok_abc';
const PREVIEW: InvitationPreview = {
  account_name: 'Northwind Cutlery',
  email: 'blake@northwind.example',
  role: 'manager',
  invited_by: 'Avery Demo',
  expires_at: '2026-12-06T09:00:00Z',
  existing_person: false,
};
const JOINED: Session = { ...session('manager', 'mem_blake'), csrf_token: 'csrf-new' };

/** `accept` answers POST /portal/invitations/accept; the preview answers as given. */
async function renderAccept(
  preview: InvitationPreview | ApiError,
  signedIn: Session | null = null,
  accept: () => Promise<unknown> = async () => ({ data: JOINED }),
) {
  apiRequest.mockImplementation(async (request) => {
    if (request.path === '/portal/invitations/preview') {
      if (preview instanceof ApiError) throw preview;
      return { data: preview };
    }
    if (request.path === '/portal/invitations/accept') return accept();
    throw new Error(`unexpected ${request.path}`);
  });
  const client = createQueryClient();
  client.setQueryData(sessionKey, signedIn);
  const router = await renderInRouter(<AcceptInvitationPage token={TOKEN} />, client);
  await screen.findByRole('heading', { level: 1 });
  return { client, router };
}

const accepts = () => apiRequest.mock.calls.map(([r]) => r).filter((r) => r.path === '/portal/invitations/accept');

describe('the invitation page', () => {
  it('asks a new person for a name and a password typed twice, then lands them signed in', async () => {
    const { client, router } = await renderAccept(PREVIEW);
    expect(screen.getByRole('heading', { name: 'Join Northwind Cutlery' })).toBeTruthy();
    expect(screen.getByText('Avery Demo invited you to Northwind Cutlery as Manager.')).toBeTruthy();
    expect(apiRequest.mock.calls[0]![0]).toMatchObject({ method: 'POST', body: { token: TOKEN } });
    const name = screen.getByRole('textbox', { name: 'Your name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm password');
    expect(name.getAttribute('autocomplete')).toBe('name');
    expect(email).toHaveProperty('readOnly', true);
    expect(email).toHaveProperty('value', 'blake@northwind.example');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(confirm.getAttribute('autocomplete')).toBe('new-password');

    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Your name: Enter your name.', 'Password: Choose a password of at least 12 characters.']);
    expect(accepts()).toHaveLength(0);

    fireEvent.change(name, { target: { value: ' Blake Ruiz ' } });
    fireEvent.change(password, { target: { value: 'correct horse battery' } });
    fireEvent.change(confirm, { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(accepts()[0]).toMatchObject({
      method: 'POST',
      body: { token: TOKEN, name: 'Blake Ruiz', password: 'correct horse battery' },
    });
    expect(client.getQueryData(sessionKey)).toEqual(JOINED);
    expect(getCsrfToken()).toBe('csrf-new');
  });

  it('asks a person who already signs in elsewhere for that password, and says when it is wrong', async () => {
    await renderAccept({ ...PREVIEW, existing_person: true }, null, async () => {
      throw new ApiError({ status: 401, code: 'unauthenticated', message: 'Enter the password.' });
    });
    expect(screen.queryByRole('textbox', { name: 'Your name' })).toBeNull();
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(password, { target: { value: 'not my password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('That is not the password of blake@northwind.example. Check it and try again.')).toBeTruthy();
    expect(accepts()[0]).toMatchObject({ body: { token: TOKEN, password: 'not my password' } });
  });

  it('offers a single Join to someone signed in as the invited address', async () => {
    const { router } = await renderAccept(PREVIEW, {
      ...session('owner'),
      user: { id: 'u', email: 'Blake@northwind.example', name: 'Blake' },
    });
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(accepts()[0]).toMatchObject({ body: { token: TOKEN } });
  });

  it('says an expired link has expired, with a way to sign in', async () => {
    await renderAccept(new ApiError({ status: 410, code: 'invitation_expired', message: 'Expired.' }));
    expect(screen.getByRole('heading', { name: 'This invitation has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so in words for a revoked, used or unknown link', async () => {
    const cases = [
      [410, 'invitation_revoked', 'This invitation was withdrawn'],
      [410, 'invitation_used', 'This invitation has been used'],
      [404, 'not_found', 'This invitation link doesn’t work'],
    ] as const;
    for (const [status, code, heading] of cases) {
      await renderAccept(new ApiError({ status, code, message: code }));
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      cleanup();
    }
  });
});
