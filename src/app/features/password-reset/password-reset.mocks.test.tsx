import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { sessionKey } from '#app/features/session/session-query';
import { session } from '#app/testing/members-fixtures';
import { renderInRouter } from '#app/testing/render-in-router';
import { RequestResetPage } from './request-reset-page';
import { ResetPasswordPage } from './reset-password-page';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const SENT = 'If an account uses that address, we’ve sent a link to it. The link works for an hour.';
const CHANGED = 'Your password is changed. Every session was signed out; sign in with the new password.';
const requests = (path: string) => apiRequest.mock.calls.map(([r]) => r).filter((r) => r.path === path);

describe('asking for a reset link', () => {
  it('sends the address and says the same thing whether or not an account uses it', async () => {
    apiRequest.mockResolvedValue({ data: { status: 'accepted' } });
    await renderInRouter(<RequestResetPage />, createQueryClient());
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: ' blake@northwind.example ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(SENT);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(requests('/portal/password-reset')[0]).toMatchObject({ method: 'POST', body: { email: 'blake@northwind.example' } });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('asks for an address before sending, and says how long to wait when rate limited', async () => {
    apiRequest.mockRejectedValue(
      new ApiError({
        status: 429,
        code: 'rate_limited',
        message: 'Slow down.',
        rateLimit: { limit: null, remaining: null, reset: null, retryAfter: 300 },
      }),
    );
    await renderInRouter(<RequestResetPage />, createQueryClient());
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@b.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Wait 5 minutes, then try again.');
  });
});

/** `complete` answers POST /portal/password-reset/complete; the preview answers as given. */
async function renderReset(lookup: ApiError | null, complete: () => Promise<unknown> = async () => undefined) {
  apiRequest.mockImplementation(async (request) => {
    if (request.path === '/portal/password-reset/preview') {
      if (lookup) throw lookup;
      return { data: { email: 'blake@northwind.example', expires_at: '2026-11-29T17:00:00Z' } };
    }
    if (request.path === '/portal/password-reset/complete') return complete();
    throw new Error(`unexpected ${request.path}`);
  });
  const client = createQueryClient();
  client.setQueryData(sessionKey, session('manager'));
  await renderInRouter(<ResetPasswordPage token="tok_1" />, client);
  await screen.findByRole('heading', { level: 1 });
  return client;
}

describe('a reset link', () => {
  it('shows whose password it is, checks the length before sending, then says every session ended', async () => {
    const client = await renderReset(null);
    expect(requests('/portal/password-reset/preview')[0]).toMatchObject({ method: 'POST', body: { token: 'tok_1' } });
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText(/For blake@northwind\.example\./)).toBeTruthy();
    const password = screen.getByLabelText('New password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('At least 12 characters.')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Choose a password of at least 12 characters.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(requests('/portal/password-reset/complete')).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toBe(CHANGED);
    expect(requests('/portal/password-reset/complete')[0]).toMatchObject({
      method: 'POST',
      body: { token: 'tok_1', password: 'correct horse battery' },
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(client.getQueryData(sessionKey)).toBeNull();
  });

  it('says the server’s words on the field when it refuses the password', async () => {
    await renderReset(null, async () => {
      throw new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Invalid.',
        details: [{ field: 'password', code: 'too_short', message: 'Use at least 12 characters.' }],
      });
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'twelve chars' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 12 characters.')).toBeTruthy();
  });

  it('says in words when the link is unknown, expired or used, with a way to ask for a new one', async () => {
    const cases = [
      [404, 'not_found', 'This reset link doesn’t work'],
      [410, 'password_reset_expired', 'This reset link has expired'],
      [410, 'password_reset_used', 'This reset link has been used'],
    ] as const;
    for (const [status, code, heading] of cases) {
      await renderReset(new ApiError({ status, code, message: code }));
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/password-reset');
      expect(screen.queryByLabelText('New password')).toBeNull();
      cleanup();
    }
  });

  it('shows the expired page when the link expires while the password is chosen', async () => {
    await renderReset(null, async () => {
      throw new ApiError({ status: 410, code: 'password_reset_expired', message: 'Expired.' });
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'This reset link has expired' })).toBeTruthy();
  });
});
