import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '#contract/portal';
import { ApiError } from '#app/lib/http/api-error';
import { getCsrfToken, setCsrfToken } from '#app/lib/http/csrf-token';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { session } from '#app/testing/members-fixtures';
import { renderInRouter } from '#app/testing/render-in-router';
import { sessionKey } from './session-query';
import { SignInPage } from './sign-in-page';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
  setCsrfToken(null);
});

const SIGNED_IN: Session = { ...session('manager'), csrf_token: 'csrf-2fa', two_factor: { enabled: true, required: false } };
const unauthenticated = (details?: { field: string; code: string; message: string }[]) =>
  new ApiError({ status: 401, code: 'unauthenticated', message: 'No.', details });
const WRONG_CODE = [{ field: 'code', code: 'invalid_value', message: 'Wrong code.' }];

/** The password step answers that a code must follow; `verify` answers the code step. */
async function renderSignIn(verify: () => Promise<unknown>) {
  apiRequest.mockImplementation(async (request) => {
    if (request.path === '/portal/session') return { data: { two_factor_required: true } };
    if (request.path === '/portal/session/two-factor') return verify();
    throw new Error(`unexpected ${request.path}`);
  });
  const client = createQueryClient();
  client.setQueryData(sessionKey, null);
  const router = await renderInRouter(<SignInPage redirect="/parts" />, client);
  return { client, router };
}

function passwordStep(email = 'avery@northwind.example', password = 'correct horse') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const codeField = () => screen.findByRole('textbox', { name: 'Authentication code' });
const requests = (path: string) => apiRequest.mock.calls.map(([r]) => r).filter((r) => r.path === path);

describe('sign-in with two-factor', () => {
  it('asks for a code after the password, then signs in and goes on like a password-only sign-in', async () => {
    const { client, router } = await renderSignIn(async () => ({ data: SIGNED_IN }));
    passwordStep();
    const code = await codeField();
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('text');
    expect(code.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('The 6-digit code from your authenticator app, or one of your recovery codes')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(client.getQueryData(sessionKey)).toBeNull();

    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parts'));
    expect(requests('/portal/session/two-factor')[0]).toMatchObject({ method: 'POST', body: { code: '123456' } });
    expect(client.getQueryData(sessionKey)).toEqual(SIGNED_IN);
    expect(getCsrfToken()).toBe('csrf-2fa');
  });

  it('says a wrong code is wrong on the field and keeps the step', async () => {
    await renderSignIn(async () => {
      throw unauthenticated(WRONG_CODE);
    });
    passwordStep();
    fireEvent.change(await codeField(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. Check your app’s current code and try again.')).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });

  it('goes back to the password when the sign-in expired, with the email kept and the reason said', async () => {
    await renderSignIn(async () => {
      throw unauthenticated();
    });
    passwordStep();
    fireEvent.change(await codeField(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your sign-in took too long. Enter your email and password again.',
    );
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'avery@northwind.example');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.queryByRole('textbox', { name: 'Authentication code' })).toBeNull();
  });

  it('says how long to wait when rate limited', async () => {
    await renderSignIn(async () => {
      throw new ApiError({
        status: 429,
        code: 'rate_limited',
        message: 'Slow down.',
        rateLimit: { limit: null, remaining: null, reset: null, retryAfter: 120 },
      });
    });
    passwordStep();
    fireEvent.change(await codeField(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Wait 2 minutes, then try again.');
    expect(screen.getByRole('textbox', { name: 'Authentication code' })).toBeTruthy();
  });

  it('refuses an empty code without asking the server', async () => {
    await renderSignIn(async () => ({ data: SIGNED_IN }));
    passwordStep();
    await codeField();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeTruthy();
    expect(requests('/portal/session/two-factor')).toHaveLength(0);
  });

  it('goes back to an empty first step for a different account', async () => {
    await renderSignIn(async () => ({ data: SIGNED_IN }));
    passwordStep();
    await codeField();
    fireEvent.click(screen.getByRole('button', { name: 'Use a different account' }));
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the password step', () => {
  it('signs in directly when the server answers a session', async () => {
    apiRequest.mockResolvedValue({ data: SIGNED_IN });
    const client = createQueryClient();
    const router = await renderInRouter(<SignInPage redirect={undefined} />, client);
    passwordStep();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(client.getQueryData(sessionKey)).toEqual(SIGNED_IN);
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it('says how long to wait when rate limited, and offers a way to reset the password', async () => {
    apiRequest.mockRejectedValue(
      new ApiError({
        status: 429,
        code: 'rate_limited',
        message: 'Slow down.',
        rateLimit: { limit: null, remaining: null, reset: null, retryAfter: 30 },
      }),
    );
    await renderInRouter(<SignInPage redirect={undefined} />, createQueryClient());
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/password-reset');
    passwordStep();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Wait 30 seconds, then try again.');
  });
});
