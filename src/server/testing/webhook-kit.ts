import { SCOPES } from '#contract/scopes';
import type { ServerConfig } from '#server/config/config';
import { deliverDue } from '#server/domain/webhooks/delivery-worker';
import { createTestApp } from './test-app';
import { clientFor, T0, type V1Client } from './v1-test-kit';

/**
 * A test app whose account holds an all-scopes key, where webhooks may reach 127.0.0.1 (the
 * test receivers), and whose DNS answers from `dns` (a name it does not know fails to resolve).
 */
export async function webhookFixture(config: Partial<ServerConfig> = {}) {
  const t = await createTestApp({ now: T0, config: { webhookAllowLoopback: true, ...config } });
  const account = await t.createAccount();
  const key = await account.createKey(SCOPES);
  const dns = new Map<string, string[]>();
  t.deps.resolveHost = async (hostname) => {
    const answer = dns.get(hostname);
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  };
  const client: V1Client = clientFor(t, key);
  return {
    t,
    account,
    dns,
    ...client,
    /** Delivery rounds until nothing is due; returns the attempts made. */
    async deliverAll(): Promise<number> {
      let total = 0;
      for (let made = await deliverDue(t.deps); made > 0; made = await deliverDue(t.deps)) total += made;
      return total;
    },
    async createEndpoint(url: string, events: string[] = ['*']) {
      const res = await client.call('POST', '/v1/webhook_endpoints', { url, events });
      if (res.status !== 201) throw new Error(`endpoint create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as { id: string; secret: string };
    },
  };
}

export type WebhookFixture = Awaited<ReturnType<typeof webhookFixture>>;
