import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCaughtMail } from '#server/domain/mail/caught-mail-store';
import { enqueueMail } from '#server/domain/mail/enqueue-mail';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z') });
});
afterEach(async () => {
  await t.close();
});

/** An outbox message for `accountId` and the catcher's copy of it; returns the caught mail's id. */
async function caught(accountId: string | null, to: string, subject: string, headers?: Record<string, string>) {
  const html = `<p>${subject}: <a href="https://portal.test/invite?token=t&amp;s=1">accept</a> <a href="javascript:alert(1)">x</a></p>`;
  const text = `${subject}: accept at https://portal.test/invite?token=t&s=1`;
  const outboxId = await enqueueMail(t.db, { accountId, kind: 'test', to, subject, html, text }, t.clock.now());
  t.clock.advance(1_000);
  const message = {
    outboxId,
    mailFrom: 'no-reply@whetstone.test',
    rcptTo: [to],
    subject,
    html,
    text,
    messageId: `<${outboxId}@x>`,
    headers,
  };
  return insertCaughtMail(t.db, message, t.clock.now());
}

async function get(account: TestAccount, path: string) {
  const { cookie } = await account.signIn();
  return t.request(path, { headers: { Cookie: cookie } });
}

const subjects = async (res: Response) => ((await res.json()) as { data: { subject: string }[] }).data.map((m) => m.subject);

describe('GET /portal/sandbox-mail', () => {
  it('shows owners and admins their account’s mail and anyone the mail addressed to them, newest first', async () => {
    const owner = await t.createAccount();
    const viewer = await t.createAccount({ role: 'viewer' });
    const other = await t.createAccount();
    await caught(owner.accountId, 'new.person@example.test', 'A: invitation');
    await caught(other.accountId, 'someone@example.test', 'B: invitation');
    await caught(viewer.accountId, 'colleague@example.test', 'V: invitation');
    await caught(other.accountId, viewer.email.toUpperCase(), 'B: invitation to the viewer');
    await caught(null, owner.email, 'No account: to the owner');

    expect(await subjects(await get(owner, '/portal/sandbox-mail'))).toEqual(['No account: to the owner', 'A: invitation']);
    expect(await subjects(await get(viewer, '/portal/sandbox-mail'))).toEqual(['B: invitation to the viewer']);
    expect(await subjects(await get(other, '/portal/sandbox-mail?limit=1'))).toEqual(['B: invitation to the viewer']);
  });

  it('answers one message with its parts and its http(s) links, and 404 to anyone who may not see it', async () => {
    const owner = await t.createAccount();
    const other = await t.createAccount();
    const id = await caught(owner.accountId, 'new.person@example.test', 'Join');
    const res = await get(owner, `/portal/sandbox-mail/${id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({
      id,
      outbox_id: expect.stringMatching(/^mail_/),
      from: 'no-reply@whetstone.test',
      to: ['new.person@example.test'],
      subject: 'Join',
      received_at: t.clock.now().toISOString(),
      html: expect.stringContaining('<a href="https://portal.test/invite?token=t&amp;s=1">'),
      text: 'Join: accept at https://portal.test/invite?token=t&s=1',
      message_id: expect.stringMatching(/^<mail_/),
      links: ['https://portal.test/invite?token=t&s=1'],
      list_unsubscribe: null,
      list_unsubscribe_post: null,
    });
    const refused = await get(other, `/portal/sandbox-mail/${id}`);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await get(owner, '/portal/sandbox-mail/cmail_nope')).status).toBe(404);
  });

  it('needs a session (not a key), refuses bad parameters, and is not there with the sandbox off', async () => {
    const owner = await t.createAccount();
    expect((await t.request('/portal/sandbox-mail')).status).toBe(401);
    const key = await owner.createKey(['parts:read']);
    expect((await t.request('/portal/sandbox-mail', { headers: { Authorization: `Bearer ${key}` } })).status).toBe(403);
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'before=1']) {
      const res = await get(owner, `/portal/sandbox-mail?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_parameter');
    }
    const off = await createTestApp({ config: { sandbox: false } });
    try {
      const account = await off.createAccount();
      const { cookie } = await account.signIn();
      expect((await off.request('/portal/sandbox-mail', { headers: { Cookie: cookie } })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('GET /portal/sandbox-mail/:id (unsubscribe headers)', () => {
  it('names the List-Unsubscribe header and its one-click Post as received', async () => {
    const owner = await t.createAccount();
    const unsubscribe = '<https://portal.test/unsubscribe?t=abc>, <mailto:unsubscribe@whetstone.test>';
    const headers = { 'list-unsubscribe': unsubscribe, 'list-unsubscribe-post': 'List-Unsubscribe=One-Click' };
    const id = await caught(owner.accountId, owner.email, 'Pickup tomorrow', headers);
    const res = await get(owner, `/portal/sandbox-mail/${id}`);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({
      list_unsubscribe: unsubscribe,
      list_unsubscribe_post: 'List-Unsubscribe=One-Click',
    });
  });
});

describe('GET /portal/sandbox-mail/:id/html', () => {
  const MAIL_CSP =
    "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; font-src data:; base-uri 'none'; " +
    "form-action 'none'; frame-ancestors 'self'; sandbox";

  it('answers the HTML part as a page to frame, under a policy of its own that runs nothing', async () => {
    const owner = await t.createAccount();
    const id = await caught(owner.accountId, 'new.person@example.test', 'Join');
    const res = await get(owner, `/portal/sandbox-mail/${id}/html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Content-Security-Policy')).toBe(MAIL_CSP);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(await res.text()).toBe(
      '<p>Join: <a href="https://portal.test/invite?token=t&amp;s=1">accept</a> <a href="javascript:alert(1)">x</a></p>',
    );
  });

  it('lets a portal at another listed origin frame it', async () => {
    const other = await createTestApp({ config: { portalOrigins: ['https://portal.example.com'] } });
    try {
      const owner = await other.createAccount();
      const { cookie } = await owner.signIn();
      const html = '<p>Hi</p>';
      const message = {
        outboxId: null,
        mailFrom: 'a@b.test',
        rcptTo: [owner.email],
        subject: 's',
        html,
        text: 'Hi',
        messageId: null,
      };
      const id = await insertCaughtMail(other.db, message, other.clock.now());
      const res = await other.request(`/portal/sandbox-mail/${id}/html`, { headers: { Cookie: cookie } });
      expect(res.headers.get('Content-Security-Policy')).toContain("; frame-ancestors 'self' https://portal.example.com; ");
    } finally {
      await other.close();
    }
  });

  it('404 for a message that does not exist or is not theirs (JSON, the API policy), 401 without a session, 403 for a key', async () => {
    const owner = await t.createAccount();
    const other = await t.createAccount();
    const id = await caught(owner.accountId, 'new.person@example.test', 'Join');
    for (const [who, path] of [
      [owner, '/portal/sandbox-mail/cmail_nope/html'],
      [other, `/portal/sandbox-mail/${id}/html`],
    ] as const) {
      const res = await get(who, path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
      expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
    const anonymous = await t.request(`/portal/sandbox-mail/${id}/html`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('Content-Type')).toContain('application/json');
    const key = await owner.createKey(['parts:read']);
    expect((await t.request(`/portal/sandbox-mail/${id}/html`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(
      403,
    );
    expect((await get(owner, `/portal/sandbox-mail/${id}/html?x=1`)).status).toBe(400);
    expect((await get(owner, `/portal/sandbox-mail/${id}/html?colours=sepia`)).status).toBe(400);
  });

  it('shows the mail in a mail program’s dark or light colours, whatever the reader’s browser prefers', async () => {
    const owner = await t.createAccount();
    const style = '<style>@media (prefers-color-scheme: dark) { p { color: #fff !important } }</style>';
    const outboxId = await enqueueMail(
      t.db,
      {
        accountId: owner.accountId,
        kind: 'test',
        to: 'a@example.test',
        subject: 'Dark',
        html: `${style}<p>Dark</p>`,
        text: 'Dark',
      },
      t.clock.now(),
    );
    const message = { outboxId, mailFrom: 'no-reply@whetstone.test', rcptTo: ['a@example.test'], subject: 'Dark', text: 'Dark' };
    const id = await insertCaughtMail(t.db, { ...message, html: `${style}<p>Dark</p>`, messageId: null }, t.clock.now());
    expect(await (await get(owner, `/portal/sandbox-mail/${id}/html?colours=dark`)).text()).toContain(
      '@media all { p { color: #fff',
    );
    expect(await (await get(owner, `/portal/sandbox-mail/${id}/html?colours=light`)).text()).toContain('@media not all {');
    expect(await (await get(owner, `/portal/sandbox-mail/${id}/html`)).text()).toContain('@media not all {');
  });

  it('is not there with the sandbox off', async () => {
    const off = await createTestApp({ config: { sandbox: false } });
    try {
      const account = await off.createAccount();
      const { cookie } = await account.signIn();
      expect((await off.request('/portal/sandbox-mail/cmail_1/html', { headers: { Cookie: cookie } })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
