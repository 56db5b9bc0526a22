import { eventListResponseSchema, type WebhookEvent } from '#contract/events';
import type { V1Client } from './v1-test-kit';

/** Every event of the client's account matching `query` (walking every page), oldest first. */
export async function allEvents(client: V1Client, query = ''): Promise<WebhookEvent[]> {
  const seen: WebhookEvent[] = [];
  let after: string | null = null;
  do {
    const res = await client.call('GET', `/v1/events?limit=100${query}${after ? `&after=${after}` : ''}`);
    if (res.status !== 200) throw new Error(`GET /v1/events answered ${res.status}: ${JSON.stringify(res.body)}`);
    const page = eventListResponseSchema.parse(res.body);
    seen.push(...page.data);
    after = page.meta.next_cursor;
  } while (after);
  return seen.reverse();
}
