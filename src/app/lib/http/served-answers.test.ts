import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

const okSchema = z.object({ data: z.object({ ok: z.boolean() }) });
const fetchMock = vi.fn<typeof fetch>();

/** A fresh page: the block the server placed, and the modules read anew (the answers are read once per page). */
async function pageServing(block: string | null) {
  document.body.innerHTML = block === null ? '' : `<script type="application/json" id="served-answers">${block}</script>`;
  vi.resetModules();
  return import('./http-client');
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ data: { ok: false } }), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('answers served in the page', () => {
  it('answers a GET of exactly that URL once, without a request, then reads for itself', async () => {
    const { apiRequest } = await pageServing(JSON.stringify({ '/v1/parts?limit=100': { data: { ok: true } } }));
    const request = { path: '/v1/parts', query: { limit: 100 }, schema: okSchema };
    await expect(apiRequest(request)).resolves.toEqual({ data: { ok: true } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('served-answers')).toBeNull();
    await expect(apiRequest(request)).resolves.toEqual({ data: { ok: false } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads for itself when the URL differs, the method is not GET, or the page has no block', async () => {
    const { apiRequest } = await pageServing(JSON.stringify({ '/v1/parts?limit=100': { data: { ok: true } } }));
    await apiRequest({ path: '/v1/parts', query: { limit: 50 }, schema: okSchema });
    await apiRequest({ method: 'POST', path: '/v1/parts', query: { limit: 100 }, body: {}, schema: okSchema });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const none = await pageServing(null);
    await none.apiRequest({ path: '/v1/parts', query: { limit: 100 }, schema: okSchema });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('checks a served answer against the schema like any other', async () => {
    const { apiRequest } = await pageServing(JSON.stringify({ '/portal/session': { data: { ok: 'yes' } } }));
    await expect(apiRequest({ path: '/portal/session', schema: okSchema })).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('ignores a block that does not parse, and answers older than half a minute', async () => {
    const broken = await pageServing('{not json');
    await broken.apiRequest({ path: '/portal/session', schema: okSchema });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const late = await pageServing(JSON.stringify({ '/portal/session': { data: { ok: true } } }));
    vi.spyOn(performance, 'now').mockReturnValue(30_001);
    await expect(late.apiRequest({ path: '/portal/session', schema: okSchema })).resolves.toEqual({ data: { ok: false } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
