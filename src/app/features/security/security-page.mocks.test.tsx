import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '#contract/portal';
import type { PersonSession, TwoFactorStatus } from '#contract/sign-in-security';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { sessionKey } from '#app/features/session/session-query';
import { session as sessionFor } from '#app/testing/members-fixtures';
import { polyfillDialog, renderInRouter } from '#app/testing/render-in-router';
import { SecurityPage } from './security-page';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-0000${i}`);
const OFF: TwoFactorStatus = { enabled: false, enabled_at: null, recovery_codes_left: 0, required_by_account: false };
const ON: TwoFactorStatus = {
  enabled: true,
  enabled_at: '2026-11-01T09:00:00Z',
  recovery_codes_left: 7,
  required_by_account: false,
};
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function personSession(id: string, overrides: Partial<PersonSession> = {}): PersonSession {
  return {
    id,
    current: false,
    account: { id: 'acc_1', name: 'Northwind Cutlery' },
    user_agent: MAC,
    ip_address: '203.0.113.4',
    created_at: '2026-11-20T09:00:00Z',
    last_seen_at: '2026-11-28T09:00:00Z',
    expires_at: '2026-12-20T09:00:00Z',
    ...overrides,
  };
}

const SESSIONS = [
  personSession('ses_here', { current: true }),
  personSession('ses_phone', { user_agent: IPHONE, ip_address: '198.51.100.7' }),
  personSession('ses_old', { user_agent: null, ip_address: null }),
];

interface Server {
  session: Session;
  status?: TwoFactorStatus | ApiError;
  sessions?: PersonSession[] | ApiError;
  /** Answers the writes by path; a thrown ApiError is the server's refusal. */
  writes?: Record<string, (request: ApiRequest<unknown>) => unknown>;
}

function withTwoFactor(role: string | null, two_factor: Session['two_factor']): Session {
  return { ...sessionFor(role), two_factor };
}

async function renderSecurity(server: Server) {
  apiRequest.mockImplementation(async (request) => {
    const method = request.method ?? 'GET';
    if (method === 'GET' && request.path === '/portal/session') return { data: server.session };
    if (method === 'GET' && request.path === '/portal/two-factor') {
      if (server.status instanceof ApiError) throw server.status;
      return { data: server.status ?? OFF };
    }
    if (method === 'GET' && request.path === '/portal/sessions') {
      if (server.sessions instanceof ApiError) throw server.sessions;
      return { data: server.sessions ?? SESSIONS };
    }
    const write = server.writes?.[`${method} ${request.path}`];
    if (write) return write(request);
    throw new Error(`unexpected ${method} ${request.path}`);
  });
  const client = createQueryClient();
  client.setQueryData(sessionKey, server.session);
  await renderInRouter(<SecurityPage />, client);
  await screen.findByRole('heading', { level: 1, name: 'Security' });
  return client;
}

const calls = (method: string, path: string) =>
  apiRequest.mock.calls.map(([r]) => r).filter((r) => (r.method ?? 'GET') === method && r.path === path);
const notFound = () => new ApiError({ status: 404, code: 'not_found', message: 'Not found.' });

describe('setting up two-factor', () => {
  it('scans a QR code, confirms a code, shows the recovery codes once, then shows it on', async () => {
    const server: Server = {
      session: withTwoFactor('manager', { enabled: false, required: false }),
      writes: {
        'POST /portal/two-factor/setup': () => ({
          data: { secret: 'JBSWY3DPEHPK3PXPJBSW', otpauth_url: 'otpauth://totp/Whetstone:avery?secret=JBSWY3DPEHPK3PXPJBSW' },
        }),
        'POST /portal/two-factor/enable': (request) => {
          if ((request.body as { code: string }).code !== '123456') {
            throw new ApiError({
              status: 422,
              code: 'validation_failed',
              message: 'Invalid.',
              details: [{ field: 'code', code: 'invalid_value', message: 'Wrong code.' }],
            });
          }
          return { data: { recovery_codes: CODES } };
        },
      },
    };
    await renderSecurity(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const heading = await screen.findByRole('heading', { name: 'Scan the code with your authenticator app' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const qr = await screen.findByRole('img', { name: /QR code for your authenticator app/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeTruthy();

    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText('That code is not right. Check your app’s current code and try again.')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CODES.join('\n')));
    expect(await screen.findByText('Copied')).toBeTruthy();

    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Download codes' }));
    const blob = createObjectURL.mock.calls[0]![0];
    expect(await blob.text()).toContain(CODES.join('\n'));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('whetstone-recovery-codes.txt');
    click.mockRestore();

    server.status = ON;
    server.session = withTwoFactor('manager', { enabled: true, required: false });
    fireEvent.click(screen.getByRole('button', { name: 'I’ve saved them' }));
    expect(await screen.findByText('7 recovery codes left.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(calls('GET', '/portal/session').length).toBeGreaterThan(0);
  });
});

describe('two-factor on', () => {
  it('makes new recovery codes for a current code', async () => {
    await renderSecurity({
      session: withTwoFactor('manager', { enabled: true, required: false }),
      status: ON,
      writes: { 'POST /portal/two-factor/recovery-codes': () => ({ data: { recovery_codes: CODES } }) },
    });
    expect(await screen.findByText(/^On/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Authentication code' }), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    expect(calls('POST', '/portal/two-factor/recovery-codes')[0]).toMatchObject({ body: { code: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'I’ve saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the password and a code to turn it off, and says so when the account requires it', async () => {
    await renderSecurity({
      session: withTwoFactor('manager', { enabled: true, required: true }),
      status: { ...ON, required_by_account: true },
      writes: {
        'POST /portal/two-factor/disable': () => {
          throw new ApiError({ status: 403, code: 'forbidden', message: 'Northwind Cutlery requires two-factor sign-in.' });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-factor' }));
    expect(within(dialog).getByText('Enter your password.')).toBeTruthy();
    expect(calls('POST', '/portal/two-factor/disable')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'my password' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Authentication code' }), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-factor' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your account requires two-factor sign-in');
    expect(alert.textContent).toContain('Northwind Cutlery requires two-factor sign-in.');
    expect(calls('POST', '/portal/two-factor/disable')[0]).toMatchObject({ body: { password: 'my password', code: '123456' } });
  });
});

describe('the requirement switch', () => {
  it('is offered to owners only', async () => {
    await renderSecurity({ session: withTwoFactor('manager', { enabled: true, required: false }), status: ON });
    await screen.findByText('7 recovery codes left.');
    expect(screen.queryByRole('switch')).toBeNull();
    cleanup();
    await renderSecurity({ session: withTwoFactor('admin', { enabled: true, required: false }), status: ON });
    await screen.findByText('7 recovery codes left.');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('lets an owner with two-factor require it of every member', async () => {
    await renderSecurity({
      session: withTwoFactor('owner', { enabled: true, required: false }),
      status: ON,
      writes: { 'PUT /portal/two-factor/requirement': () => ({ data: { ...ON, required_by_account: true } }) },
    });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor for every member' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(calls('PUT', '/portal/two-factor/requirement')[0]).toMatchObject({ body: { required: true } });
  });

  it('is disabled, with the reason, for an owner without two-factor', async () => {
    await renderSecurity({ session: withTwoFactor('owner', { enabled: false, required: false }), status: OFF });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor for every member' });
    expect(toggle).toHaveProperty('disabled', true);
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /Set up two-factor sign-in for yourself first/,
    );
  });
});

describe('your sessions', () => {
  it('lists each session as a card, and signs out one other session', async () => {
    await renderSecurity({
      session: withTwoFactor('manager', { enabled: true, required: false }),
      status: ON,
      writes: { 'DELETE /portal/sessions/ses_phone': () => undefined },
    });
    const cards = within(await screen.findByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Chrome on macOS',
      'Safari on iPhone',
      'Unknown device',
    ]);
    expect(within(cards[0]!).getByText('This device')).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button')).toBeNull();
    expect(within(cards[1]!).getByText('198.51.100.7')).toBeTruthy();
    expect(within(cards[1]!).getByText('Northwind Cutlery')).toBeTruthy();
    expect(within(cards[1]!).getByRole('time').getAttribute('datetime')).toBe('2026-11-28T09:00:00Z');

    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Sign out Safari on iPhone, 198.51.100.7' }));
    expect(await screen.findByText('Signed out Safari on iPhone.')).toBeTruthy();
    expect(calls('DELETE', '/portal/sessions/ses_phone')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your sessions' })));
  });

  it('signs out every other session after a confirmation, and says how many', async () => {
    await renderSecurity({
      session: withTwoFactor('manager', { enabled: true, required: false }),
      status: ON,
      writes: { 'DELETE /portal/sessions': () => ({ data: { ended: 3 } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    expect(calls('DELETE', '/portal/sessions')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('Signed out 3 other sessions')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('when two-factor is required and not set up', () => {
  it('shows the banner and only the setup', async () => {
    await renderSecurity({
      session: withTwoFactor('owner', { enabled: false, required: true }),
      status: { ...OFF, required_by_account: true },
    });
    expect(screen.getByRole('alert').textContent).toBe('Your account requires two-factor sign-in. Set it up to continue.');
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your sessions' })).toBeNull();
    expect(calls('GET', '/portal/sessions')).toHaveLength(0);
  });
});

describe('an older server', () => {
  it('hides two-factor when the session says nothing of it, and asks nothing about it', async () => {
    await renderSecurity({ session: sessionFor('owner') });
    expect(await screen.findByRole('heading', { name: 'Your sessions' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in' })).toBeNull();
    expect(calls('GET', '/portal/two-factor')).toHaveLength(0);
  });

  it('hides two-factor and the sessions when their endpoints answer 404', async () => {
    await renderSecurity({
      session: withTwoFactor('owner', { enabled: false, required: false }),
      status: notFound(),
      sessions: notFound(),
    });
    await waitFor(() => expect(calls('GET', '/portal/sessions')).toHaveLength(1));
    await waitFor(() => expect(calls('GET', '/portal/two-factor')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your sessions' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
