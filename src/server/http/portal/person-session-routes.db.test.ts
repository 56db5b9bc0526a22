import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { auditActions, sessionClient, sessionFrom } from '#server/testing/team-kit';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('/portal/sessions', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  async function signInFrom(email: string, password: string, userAgent: string) {
    const res = await sessionClient(t, null).call('POST', '/portal/session', { email, password }, { 'User-Agent': userAgent });
    return sessionClient(t, sessionFrom(res));
  }

  it('lists the person’s sessions with device, address and last use, and marks this one', async () => {
    const account = await t.createAccount({ name: 'Harbour' });
    const laptop = await signInFrom(account.email, account.password, LAPTOP);
    t.clock.advance(5 * 60_000);
    const phone = await signInFrom(account.email, account.password, PHONE);
    const someoneElse = await t.createAccount();
    await signInFrom(someoneElse.email, someoneElse.password, LAPTOP);

    const listed = await phone.call('GET', '/portal/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(2);
    const [newest, older] = listed.body.data;
    expect(newest).toMatchObject({ current: true, user_agent: PHONE, account: { id: account.accountId, name: 'Harbour' } });
    expect(newest.id).toMatch(/^sess_/);
    expect(older).toMatchObject({ current: false, user_agent: LAPTOP });
    expect(Date.parse(newest.last_seen_at)).toBeGreaterThan(Date.parse(older.last_seen_at));

    // Using the laptop moves its last use on (at most once a minute).
    t.clock.advance(2 * 60_000);
    await laptop.call('GET', '/portal/session');
    const again = await phone.call('GET', '/portal/sessions');
    const laptopNow = again.body.data.find((s: { current: boolean }) => !s.current);
    expect(laptopNow).toMatchObject({ user_agent: LAPTOP, last_seen_at: t.clock.now().toISOString() });
  });

  it('signs out one other session by id; another person’s id is not found', async () => {
    const account = await t.createAccount();
    const laptop = await signInFrom(account.email, account.password, LAPTOP);
    const phone = await signInFrom(account.email, account.password, PHONE);
    const laptopId = (await phone.call('GET', '/portal/sessions')).body.data.find((s: { current: boolean }) => !s.current).id;

    const stranger = await t.createAccount();
    const strangerClient = sessionClient(t, await stranger.signIn());
    expect((await strangerClient.call('DELETE', `/portal/sessions/${laptopId}`)).status).toBe(404);
    expect((await laptop.call('GET', '/portal/session')).status).toBe(200);

    expect((await phone.call('DELETE', `/portal/sessions/${laptopId}`)).status).toBe(204);
    expect((await laptop.call('GET', '/portal/session')).status).toBe(401);
    expect((await phone.call('GET', '/portal/session')).status).toBe(200);
    expect(await auditActions(t, account.accountId)).toContain('session.revoked');
    expect((await phone.call('DELETE', `/portal/sessions/${laptopId}`)).status).toBe(404);
  });

  it('signs out every other session and keeps this one', async () => {
    const account = await t.createAccount();
    const others = [
      await signInFrom(account.email, account.password, LAPTOP),
      await signInFrom(account.email, account.password, PHONE),
      await signInFrom(account.email, account.password, PHONE),
    ];
    const current = await signInFrom(account.email, account.password, LAPTOP);
    const ended = await current.call('DELETE', '/portal/sessions');
    expect(ended).toMatchObject({ status: 200, body: { data: { ended: 3 } } });
    for (const other of others) expect((await other.call('GET', '/portal/session')).status).toBe(401);
    expect((await current.call('GET', '/portal/sessions')).body.data).toHaveLength(1);
    expect((await current.call('DELETE', '/portal/sessions')).body.data.ended).toBe(0);
  });

  it('ending the current session by id signs this browser out', async () => {
    const account = await t.createAccount();
    const session = await account.signIn();
    const client = sessionClient(t, session);
    const [own] = (await client.call('GET', '/portal/sessions')).body.data;
    const res = await t.request(`/portal/sessions/${own.id}`, {
      method: 'DELETE',
      headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Set-Cookie')).toMatch(/ws_session=;/);
    expect((await client.call('GET', '/portal/session')).status).toBe(401);
  });

  it('needs the CSRF token to sign anything out', async () => {
    const account = await t.createAccount();
    const session = await account.signIn();
    const res = await t.request('/portal/sessions', { method: 'DELETE', headers: { Cookie: session.cookie } });
    expect(res.status).toBe(403);
    expect((await sessionClient(t, session).call('GET', '/portal/session')).status).toBe(200);
  });
});
