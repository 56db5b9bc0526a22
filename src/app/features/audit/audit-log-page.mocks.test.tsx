import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '#contract/audit';
import type { Session } from '#contract/portal';
import { SCOPES } from '#contract/scopes';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { sessionKey } from '#app/features/session/session-query';
import { AuditLogPage } from './audit-log-page';
import { auditSearchSchema } from './audit-search';
import { AuditSettingsSection } from './audit-settings-section';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));
const downloadCsv = vi.hoisted(() => vi.fn<(text: string, fileName: string) => void>());
vi.mock('#app/lib/csv/download-file', () => ({ downloadCsv }));

// The router restores scroll positions, which jsdom does not do.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
  downloadCsv.mockReset();
});

const owner: Session = {
  user: { id: 'user_1', email: 'avery@example.test', name: 'Avery Demo' },
  account: { id: 'acct_1', name: 'Demo Kitchen', plan: 'enterprise', currency: 'USD' },
  csrf_token: 'csrf',
  sandbox: true,
  scopes: [...SCOPES],
};
const viewer: Session = { ...owner, scopes: SCOPES.filter((scope) => scope.endsWith(':read') && scope !== 'audit:read') };

function entry(n: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: `aud_${n}`,
    action: 'api_key.created',
    occurred_at: new Date(Date.UTC(2026, 10, 21, 8, 60 - n)).toISOString(),
    actor: { type: 'member', id: 'mem_avery', name: 'Avery Demo' },
    target: { type: 'api_key', id: `key_${n}`, name: `Key ${n}` },
    context: { ip: '203.0.113.7', user_agent: 'Firefox' },
    changes: { before: null, after: { name: `Key ${n}`, scopes: ['parts:read'], expires_at: null } },
    ...overrides,
  };
}

type Page = { data: AuditEvent[]; meta: { total: number; next_cursor: string | null } };
const page = (data: AuditEvent[], next: string | null, total = 3): Page => ({ data, meta: { total, next_cursor: next } });

/** The server: /v1/audit-events answers from `pages` by cursor (or refuses with `refusal`). */
function serve(pages: Record<string, Page>, refusal?: ApiError) {
  apiRequest.mockImplementation(async (request) => {
    if (request.path !== '/v1/audit-events') throw new Error(`unexpected ${request.path}`);
    if (refusal) throw refusal;
    return pages[String(request.query?.after ?? 'first')];
  });
}
const auditCalls = () => apiRequest.mock.calls.map(([request]) => request).filter((r) => r.path === '/v1/audit-events');

/** The screen under a router with its real path and search schema (and Settings, where it links back). */
function renderAt(url: string, session: Session): { client: QueryClient; router: AnyRouter } {
  const client = createQueryClient();
  client.setQueryData(sessionKey, session);
  const root = createRootRoute({ component: Outlet });
  const portal = createRoute({ getParentRoute: () => root, id: '_portal', component: Outlet });
  const settings = createRoute({ getParentRoute: () => portal, path: 'settings', component: AuditSettingsSection });
  const audit = createRoute({
    getParentRoute: () => portal,
    path: 'settings/audit-log',
    validateSearch: auditSearchSchema,
    component: AuditLogPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([portal.addChildren([settings, audit])]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { client, router };
}

describe('Settings → Audit log', () => {
  it('lists entries in words with actor, target and address, loads more by cursor, and is axe-clean', async () => {
    serve({ first: page([entry(1), entry(2, { action: 'session.signed_in' })], 'c2'), c2: page([entry(3)], null) });
    renderAt('/settings/audit-log', owner);
    const table = await screen.findByRole('table', { name: /audit log entries/i });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')?.textContent).toContain('API key created');
    expect(rows[1]?.textContent).toContain('Signed in');
    expect(rows[0]?.textContent).toContain('Avery Demo');
    expect(rows[0]?.textContent).toContain('Key 1');
    expect(rows[0]?.textContent).toContain('203.0.113.7');
    screen.getByText(/Showing 2 of 3 entries/);

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(auditCalls().at(-1)?.query).toMatchObject({ after: 'c2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the filters in the URL and sends them, days as the reader’s local midnight, `to` exclusive', async () => {
    serve({ first: page([entry(1)], null, 1) });
    const { router } = renderAt('/settings/audit-log?from=2026-11-20&to=2026-11-21', owner);
    await screen.findByRole('table');
    const sent = auditCalls().find((r) => r.query?.limit !== 1)!;
    expect(sent.query).toMatchObject({
      from: new Date(2026, 10, 20).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
    });

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'api_key.revoked' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ action: 'api_key.revoked' }));
    fireEvent.change(screen.getByLabelText('Actor ID'), { target: { value: 'mem_avery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ actor_id: 'mem_avery' }));
    await waitFor(() => expect(auditCalls().at(-1)?.query).toMatchObject({ action: 'api_key.revoked', actor_id: 'mem_avery' }));

    // A name in the table narrows the log to it.
    fireEvent.click(await screen.findByRole('link', { name: 'Only entries about Key 1' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ target_id: 'key_1' }));
  });

  it('exports every page of the filtered range as CSV', async () => {
    serve({
      first: page([entry(1), entry(2)], 'c2'),
      c2: page([entry(3, { actor: { type: 'api_key', id: 'key_9', name: '=cmd' } })], null),
    });
    renderAt('/settings/audit-log?action=api_key.created', owner);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    const [text, fileName] = downloadCsv.mock.calls[0]!;
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^Occurred at \(UTC\),Action,Action code,Actor type/);
    expect(lines).toHaveLength(5); // header, three entries, the final line end
    expect(lines[3]).toContain(`'=cmd`); // a spreadsheet never runs it
    expect(fileName).toMatch(/^audit-log-api_key-created-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(
      auditCalls()
        .filter((r) => r.query?.limit !== 1)
        .every((r) => r.query?.action === 'api_key.created'),
    ).toBe(true);
  });

  it('tells a session without audit:read that it may not read the log, and never asks the server', async () => {
    serve({});
    renderAt('/settings/audit-log', viewer);
    await await screen.findByText(/needs the “audit:read” scope/);
    expect(screen.queryByRole('table')).toBeNull();
    act(() => undefined);
    expect(auditCalls()).toHaveLength(0);
  });

  it('hides the log, and its Settings section, on a v1 server without it (404)', async () => {
    serve({}, new ApiError({ status: 404, code: 'not_found', message: 'Not found.' }));
    renderAt('/settings/audit-log', owner);
    await await screen.findByText('This server does not keep an audit log.');
    cleanup();
    renderAt('/settings', owner);
    await waitFor(() => expect(auditCalls().length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'View the audit log' })).toBeNull();
  });

  it('shows the Settings section when the server keeps a log', async () => {
    serve({ first: page([], null, 0) });
    renderAt('/settings', owner);
    expect((await screen.findByRole('link', { name: 'View the audit log' })).getAttribute('href')).toBe('/settings/audit-log');
  });
});
