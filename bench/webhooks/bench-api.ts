import { randomUUID } from 'node:crypto';

/** The v1 calls the benchmark makes, with an all-scopes key. */
export function benchApi(baseUrl: string, key: string) {
  const call = async (method: string, path: string, body?: unknown, idempotent = false) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...(idempotent && { 'Idempotency-Key': randomUUID() }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as { data: { id: string } };
  };
  return {
    call,
    async createPart(label: string): Promise<string> {
      return (await call('POST', '/v1/parts', { part_type: 'blade', internal_label: label, manufacturer: 'Kessler' }, true)).data
        .id;
    },
    async createEndpoint(url: string, events: string[]): Promise<string> {
      return (await call('POST', '/v1/webhook_endpoints', { url, events }, true)).data.id;
    },
    async deleteEndpoint(id: string): Promise<void> {
      await call('DELETE', `/v1/webhook_endpoints/${id}`);
    },
  };
}

export type BenchApi = ReturnType<typeof benchApi>;
