import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookEndpointListResponseSchema, webhookEndpointWithSecretResponseSchema } from '#contract/webhooks';
import { clientFor } from '#server/testing/v1-test-kit';
import { webhookFixture, type WebhookFixture } from '#server/testing/webhook-kit';

const HEAVY = { timeout: 120_000 };

let f: WebhookFixture;
beforeEach(async () => {
  f = await webhookFixture();
  f.dns.set('hooks.example.com', ['93.184.216.34']);
});
afterEach(() => f.t.close());

const create = (body: unknown) => f.call('POST', '/v1/webhook_endpoints', body);
const details = (res: { body: { error: { details: { field: string; code: string; message: string }[] } } }) =>
  res.body.error.details.map((d) => [d.field, d.code]);

describe('webhook endpoints', HEAVY, () => {
  it('creates an endpoint and shows its Standard Webhooks secret in that answer only', async () => {
    const res = await create({
      url: 'https://hooks.example.com/whetstone#frag',
      events: ['order.status_changed', 'part.created', 'part.created'],
      description: ' ERP ',
    });
    expect(res.status).toBe(201);
    const endpoint = webhookEndpointWithSecretResponseSchema.parse(res.body).data;
    expect(endpoint).toMatchObject({
      url: 'https://hooks.example.com/whetstone',
      events: ['part.created', 'order.status_changed'],
      description: 'ERP',
      enabled: true,
      disabled_reason: null,
      previous_secret_expires_at: null,
      health: { last_attempt_at: null, recent_attempts: 0, recent_failures: 0, failing_since: null },
    });
    expect(endpoint.id).toMatch(/^we_/);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(endpoint.secret.slice(6), 'base64')).toHaveLength(32);

    const read = await f.call('GET', `/v1/webhook_endpoints/${endpoint.id}`);
    expect(read.body.data).toEqual(Object.fromEntries(Object.entries(endpoint).filter(([k]) => k !== 'secret')));
    const list = webhookEndpointListResponseSchema.parse((await f.call('GET', '/v1/webhook_endpoints')).body);
    expect(list.meta.total).toBe(1);
    expect(JSON.stringify([read.body, list])).not.toContain(endpoint.secret.slice(6));
  });

  it('updates url, events, description and enabled, and deletes', async () => {
    const { id } = await f.createEndpoint('https://hooks.example.com/a');
    const changed = await f.call('PATCH', `/v1/webhook_endpoints/${id}`, {
      url: 'https://hooks.example.com/b',
      events: ['invoice.status_changed'],
      description: 'Billing',
      enabled: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      url: 'https://hooks.example.com/b',
      events: ['invoice.status_changed'],
      description: 'Billing',
      enabled: false,
      disabled_reason: 'manual',
    });
    expect((await f.call('PATCH', `/v1/webhook_endpoints/${id}`, { enabled: true })).body.data).toMatchObject({
      enabled: true,
      disabled_reason: null,
    });
    const deleted = await f.call('DELETE', `/v1/webhook_endpoints/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.id).toBe(id);
    expect((await f.call('GET', `/v1/webhook_endpoints/${id}`)).status).toBe(404);
    expect((await f.call('DELETE', `/v1/webhook_endpoints/${id}`)).status).toBe(404);
  });

  it('rolls the secret: a new one, shown once, and the old one kept for 24 hours', async () => {
    const { id, secret } = await f.createEndpoint('https://hooks.example.com/a');
    const rolled = await f.call('POST', `/v1/webhook_endpoints/${id}/roll_secret`);
    expect(rolled.status).toBe(200);
    expect(rolled.body.data.secret).toMatch(/^whsec_/);
    expect(rolled.body.data.secret).not.toBe(secret);
    expect(rolled.body.data.previous_secret_expires_at).toBe(new Date(f.t.clock.now().getTime() + 24 * 3_600_000).toISOString());
  });

  it('refuses bad input with 422 and every problem at once, writing nothing', async () => {
    const res = await create({
      url: 'ftp://hooks.example.com',
      events: ['part.created', 'part.exploded'],
      description: 'x'.repeat(201),
    });
    expect(res.status).toBe(422);
    expect(details(res)).toEqual([
      ['events.1', 'invalid_value'],
      ['description', 'too_long'],
    ]);
    expect(details(await create({ url: 'ftp://hooks.example.com', events: ['*'] }))).toEqual([['url', 'invalid_value']]);
    expect((await create({ url: 'ftp://hooks.example.com', events: ['*'] })).body.error.details[0].message).toBe(
      'url must be an https URL, not ftp.',
    );
    expect(details(await create({ url: 'not a url', events: ['*'] }))).toEqual([['url', 'invalid_value']]);
    expect(details(await create({ url: `https://hooks.example.com/${'a'.repeat(2048)}`, events: ['*'] }))).toEqual([
      ['url', 'too_long'],
    ]);
    expect(details(await create({ url: 'https://user:pw@hooks.example.com', events: ['*'] }))).toEqual([
      ['url', 'invalid_value'],
    ]);
    expect(details(await create({ url: 'https://hooks.example.com', events: [] }))).toEqual([['events', 'too_small']]);
    expect(details(await create({ url: 'https://hooks.example.com', events: ['*', 'part.created'] }))).toEqual([
      ['events', 'invalid_value'],
    ]);
    expect(details(await create({ url: 'http://hooks.example.com/', events: ['*'] }))).toEqual([['url', 'not_https']]);
    expect(details(await create({ url: 'https://hooks.example.com', events: ['*'], secret: 'mine' }))).toEqual([
      ['secret', 'unknown_field'],
    ]);
    expect((await f.call('GET', '/v1/webhook_endpoints')).body.meta.total).toBe(0);
  });

  it('refuses a URL the account already has, and a 17th endpoint', async () => {
    await f.createEndpoint('https://hooks.example.com/0');
    const again = await create({ url: 'https://HOOKS.example.com/0', events: ['*'] });
    expect(details(again)).toEqual([['url', 'duplicate']]);
    for (let i = 1; i < 16; i++) await f.createEndpoint(`https://hooks.example.com/${i}`);
    const seventeenth = await create({ url: 'https://hooks.example.com/16', events: ['*'] });
    expect(seventeenth.status).toBe(422);
    expect(details(seventeenth)).toEqual([['body', 'too_many']]);
    expect(seventeenth.body.error.details[0].message).toBe(
      'An account may have at most 16 webhook endpoints; delete one before adding another.',
    );
    // Another endpoint than the one at /0 (they were all made at the same instant, so "newest" is a tie).
    const { id } = (await f.call('GET', '/v1/webhook_endpoints?limit=100')).body.data.find(
      (endpoint: { url: string }) => endpoint.url !== 'https://hooks.example.com/0',
    );
    expect(details(await f.call('PATCH', `/v1/webhook_endpoints/${id}`, { url: 'https://hooks.example.com/0' }))).toEqual([
      ['url', 'duplicate'],
    ]);
  });

  it('keeps accounts apart and needs webhooks:read to read, webhooks:write to change', async () => {
    const { id } = await f.createEndpoint('https://hooks.example.com/a');
    const other = await f.t.createAccount();
    const stranger = clientFor(f.t, await other.createKey(['webhooks:read', 'webhooks:write']));
    expect((await stranger.call('GET', `/v1/webhook_endpoints/${id}`)).status).toBe(404);
    expect((await stranger.call('GET', '/v1/webhook_endpoints')).body.data).toEqual([]);
    expect((await stranger.call('POST', `/v1/webhook_endpoints/${id}/test`)).status).toBe(404);
    const reader = clientFor(f.t, await f.account.createKey(['webhooks:read']));
    expect((await reader.call('GET', '/v1/webhook_endpoints')).body.meta.total).toBe(1);
    const refused = await reader.call('POST', `/v1/webhook_endpoints/${id}/roll_secret`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.required_scope).toBe('webhooks:write');
  });
});

describe('addresses a webhook may not reach', HEAVY, () => {
  const REFUSED = [
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/',
    'https://172.16.5.4/',
    'https://192.168.1.1/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://[fc00::1]/',
    'https://[fd12:3456::1]/',
    'https://[fe80::1]/',
    'https://[::ffff:169.254.169.254]/',
    'https://[::ffff:10.0.0.1]/',
    'https://[ff02::1]/',
    'https://224.0.0.1/',
  ];

  it('refuses private, link-local and reserved addresses even where loopback is allowed', async () => {
    for (const url of REFUSED) {
      const res = await create({ url, events: ['*'] });
      expect(res.status, url).toBe(422);
      expect(details(res), url).toEqual([['url', 'refused_address']]);
    }
  });

  it('refuses a host name that resolves to one of them', async () => {
    f.dns.set('metadata.example.com', ['93.184.216.34', '169.254.169.254']);
    const res = await create({ url: 'https://metadata.example.com/', events: ['*'] });
    expect(details(res)).toEqual([['url', 'refused_address']]);
    expect(res.body.error.details[0].message).toBe(
      'url is refused: metadata.example.com resolves to 169.254.169.254 is a private, link-local or reserved address. ' +
        'Use a public https URL, or for a receiver on your own computer or network, a tunnel’s (such as ngrok or Cloudflare Tunnel).',
    );
    // However long the name and its address, the advice is not cut off.
    const long = `${'a'.repeat(60)}.${'b'.repeat(60)}.example.com`;
    f.dns.set(long, ['fd12:3456:789a:bcde:f012:3456:789a:bcde']);
    const message = (await create({ url: `https://${long}/`, events: ['*'] })).body.error.details[0].message as string;
    expect(message).toMatch(
      /^url is refused: a{40}… resolves to fd12:3456:789a:bcde:f012:3456:789a:bcde is a private, .+Cloudflare Tunnel\)\.$/,
    );
  });

  it('refuses loopback, in every spelling, unless WEBHOOK_ALLOW_LOOPBACK is on', async () => {
    const strict = await webhookFixture({ webhookAllowLoopback: false });
    strict.dns.set('localhost', ['127.0.0.1', '::1']);
    try {
      for (const url of [
        'https://127.0.0.1/',
        'https://127.1.2.3/',
        'https://2130706433/',
        'https://0x7f.1/',
        'https://[::1]/',
        'https://[::ffff:127.0.0.1]/',
        'https://[0:0:0:0:0:ffff:7f00:1]/',
        'https://localhost/',
      ]) {
        const res = await strict.call('POST', '/v1/webhook_endpoints', { url, events: ['*'] });
        expect(details(res), url).toEqual([['url', 'refused_address']]);
      }
      const plain = await strict.call('POST', '/v1/webhook_endpoints', { url: 'http://hooks.example.com/', events: ['*'] });
      expect(plain.body.error.details[0]).toMatchObject({ code: 'not_https', message: 'url must use https.' });
    } finally {
      await strict.t.close();
    }
    expect((await create({ url: 'http://127.0.0.1:9/hook', events: ['*'] })).status).toBe(201);
    f.dns.set('localhost', ['127.0.0.1']);
    expect((await create({ url: 'http://localhost:9/hook', events: ['*'] })).status).toBe(201);
  });
});
