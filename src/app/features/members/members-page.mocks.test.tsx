import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Invitation, Member } from '#contract/members';
import type { Session } from '#contract/portal';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { sessionKey } from '#app/features/session/session-query';
import { sitesQueryOptions } from '#app/features/sites/api/sites-query';
import { invitation, member, session, SITES } from '#app/testing/members-fixtures';
import { polyfillDialog, renderInRouter } from '#app/testing/render-in-router';
import { invitationsQueryOptions } from './api/invitations-query';
import { membersQueryOptions } from './api/members-query';
import { MembersPage } from './members-page';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const MEMBERS: Member[] = [
  member({ id: 'mem_me', name: 'Avery Demo', role: 'owner', two_factor: true, last_signed_in_at: '2026-11-28T09:00:00Z' }),
  member({ id: 'mem_blake', name: 'Blake Ruiz', role: 'manager', sites: ['site_a'] }),
  member({ id: 'mem_casey', name: 'Casey Ng', role: 'accounts_payable' }),
];
const INVITATIONS: Invitation[] = [
  invitation({ id: 'inv_1', email: 'dana@northwind.example', role: 'viewer', sites: ['site_b'] }),
  invitation({ id: 'inv_2', email: 'eli@northwind.example', status: 'expired' }),
];

/** The lists answer GETs again after a write invalidates them; writes answer with `write`. */
async function renderPage(as: Session, write: (request: ApiRequest<unknown>) => Promise<unknown> = async () => ({})) {
  apiRequest.mockImplementation(async (request) => {
    if (request.method && request.method !== 'GET') return write(request);
    if (request.path === '/portal/members') return { data: MEMBERS };
    if (request.path === '/portal/invitations') return { data: INVITATIONS };
    throw new Error(`unexpected ${request.path}`);
  });
  const client = createQueryClient();
  client.setQueryData(sessionKey, as);
  client.setQueryData(membersQueryOptions.queryKey, MEMBERS);
  client.setQueryData(invitationsQueryOptions.queryKey, INVITATIONS);
  client.setQueryData(sitesQueryOptions('active').queryKey, SITES);
  const router = await renderInRouter(<MembersPage />, client);
  await screen.findByRole('heading', { name: 'Members', level: 1 });
  return router;
}

const writes = () => apiRequest.mock.calls.map(([r]) => r).filter((r) => r.method && r.method !== 'GET');
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('Settings → Members', () => {
  it('lists each member with their role and sites in words, two-factor, last sign-in and "You"', async () => {
    await renderPage(session('owner'));
    const me = row('Avery Demo');
    expect(within(me).getByText('You')).toBeTruthy();
    expect(within(me).getByRole('cell', { name: 'Owner' })).toBeTruthy();
    expect(within(me).getByRole('cell', { name: 'All sites' })).toBeTruthy();
    expect(within(me).getByRole('cell', { name: 'On' })).toBeTruthy();
    expect(within(me).getByRole('button', { name: 'Leave account' })).toBeTruthy();
    const blake = row('Blake Ruiz');
    expect(within(blake).getByRole('cell', { name: 'Manager' })).toBeTruthy();
    expect(within(blake).getByRole('cell', { name: 'Harbour kitchen' })).toBeTruthy();
    expect(within(blake).getByRole('cell', { name: 'Off' })).toBeTruthy();
    expect(within(blake).getByRole('cell', { name: 'Never' })).toBeTruthy();
    expect(within(row('Casey Ng')).getByRole('cell', { name: 'Accounts payable' })).toBeTruthy();
    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(invitations).getByRole('cell', { name: 'Market street' })).toBeTruthy();
    expect(within(invitations).getByRole('cell', { name: 'Viewer' })).toBeTruthy();
    expect(within(invitations).getByText('Expired')).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('makes a manager an admin with every site: the PATCH says "all"', async () => {
    await renderPage(session('owner'));
    fireEvent.click(screen.getByRole('button', { name: 'Change role of Blake Ruiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Change role of Blake Ruiz' });
    expect(within(dialog).getByRole('checkbox', { name: 'Harbour kitchen' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Admin' }));
    expect(within(dialog).getByRole('radio', { name: 'All sites, including new ones' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Only these sites' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      path: '/portal/members/mem_blake',
      body: { role: 'admin', sites: 'all' },
    });
  });

  it('limits a member to the sites ticked, and sends only what changed', async () => {
    await renderPage(session('owner'));
    fireEvent.click(screen.getByRole('button', { name: 'Change role of Casey Ng' }));
    const dialog = screen.getByRole('dialog', { name: 'Change role of Casey Ng' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Only these sites' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Choose at least one site, or all sites.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Market street' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PATCH', path: '/portal/members/mem_casey', body: { sites: ['site_b'] } });
  });

  it('offers an admin neither the owner role nor the owners’ rows', async () => {
    await renderPage(session('admin', 'mem_casey'));
    expect(screen.queryByRole('button', { name: 'Change role of Avery Demo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Avery Demo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Make .* owner$/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change role of Blake Ruiz' }));
    expect(screen.queryByRole('radio', { name: 'Owner' })).toBeNull();
  });

  it('removes a member after saying they lose access at once', async () => {
    await renderPage(session('owner'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Blake Ruiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Blake Ruiz?' });
    expect(within(dialog).getByText(/loses access to Northwind Cutlery at once/)).toBeTruthy();
    expect(writes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/portal/members/mem_blake' })]);
  });

  it('leaves: removes yourself, ends the session and goes to sign-in', async () => {
    const router = await renderPage(session('admin', 'mem_casey'));
    fireEvent.click(screen.getByRole('button', { name: 'Leave account' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Leave Northwind Cutlery?' })).getByRole('button', { name: 'Leave account' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /portal/members/mem_casey', 'DELETE /portal/session']);
  });

  it('says in words why the last owner cannot leave', async () => {
    await renderPage(session('owner'), async () => {
      throw new ApiError({ status: 409, code: 'last_owner', message: 'The account needs an owner.' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Leave account' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Northwind Cutlery?' });
    expect(within(dialog).getByText(/You lose access to Northwind Cutlery at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave account' }));
    expect(await within(dialog).findByRole('heading', { name: 'The account needs an owner' })).toBeTruthy();
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/portal/members/mem_me' })]);
  });

  it('hands over ownership only after saying the owner becomes an admin', async () => {
    await renderPage(session('owner'));
    fireEvent.click(screen.getByRole('button', { name: 'Make Blake Ruiz owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Blake Ruiz owner?' });
    expect(within(dialog).getByText(/You become an admin/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'POST', path: '/portal/members/mem_blake/make-owner' });
  });

  it('shows every problem of a refused invitation on its field at once', async () => {
    await renderPage(session('owner'), async () => {
      throw new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Invalid',
        details: [
          { field: 'email', code: 'already_member', message: 'blake@northwind.example is a member of this account already.' },
          { field: 'role', code: 'invalid_value', message: 'Only an owner can invite an owner.' },
          { field: 'sites.0', code: 'not_found', message: 'No active site site_a in this account.' },
        ],
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: ' Blake@Northwind.example ' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Only these sites' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Harbour kitchen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const summary = await within(dialog).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Email: blake@northwind.example is a member of this account already.',
      'Role: Only an owner can invite an owner.',
      'Sites: No active site site_a in this account.',
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('group', { name: 'Role' }).textContent).toContain('Only an owner can invite an owner.');
    expect(within(dialog).getByRole('group', { name: 'Sites' }).textContent).toContain('No active site site_a');
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/portal/invitations',
      body: { email: 'Blake@Northwind.example', role: 'manager', sites: ['site_a'] },
    });
  });

  it('revokes an invitation after confirming', async () => {
    await renderPage(session('admin', 'mem_casey'));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke invitation to dana@northwind.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the invitation to dana@northwind.example?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'DELETE', path: '/portal/invitations/inv_1' });
  });

  it('tells other roles it is for owners and admins, without asking the server', async () => {
    for (const as of [session('manager'), session('viewer'), session(null)]) {
      const client = createQueryClient();
      client.setQueryData(sessionKey, as);
      await renderInRouter(<MembersPage />, client);
      expect(await screen.findByRole('heading', { name: 'Only owners and admins manage members' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull();
      cleanup();
    }
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
