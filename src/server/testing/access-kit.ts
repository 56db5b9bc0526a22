import { SCOPES } from '#contract/scopes';
import type { MemberRole } from '#contract/members';
import { addSite, partsAt } from './site-kit';
import type { SignedIn, TestAccount, TestApp } from './test-app';
import { createTestApp } from './test-app';
import { clientFor, orderBody, T0, type V1Client } from './v1-test-kit';

/** A client of v1 (and /portal, /sandbox) signed in as a person: the cookie, and the CSRF token on writes. */
export function sessionClient(t: TestApp, session: SignedIn): V1Client {
  return {
    async call(method, path, body, headers = {}) {
      const res = await t.request(path, {
        method,
        headers: {
          Cookie: session.cookie,
          ...(method !== 'GET' && { 'X-CSRF-Token': session.csrfToken }),
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...headers,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    },
  };
}

/** One kitchen's records: its site, parts (the first in a pending order), a pending order and a completed one with its invoice. */
export interface Kitchen {
  siteId: string;
  partIds: string[];
  pendingOrderId: string;
  completedOrderId: string;
  invoiceId: string;
}

export interface AccessFixture {
  t: TestApp;
  account: TestAccount;
  /** An every-scope API key: arranges the records. */
  admin: V1Client;
  north: Kitchen;
  south: Kitchen;
  /** A session of a new member with this role, over these sites (null: every site). */
  member(role: MemberRole, siteIds?: string[] | null): Promise<{ client: V1Client; memberId: string; userId: string }>;
}

async function kitchen(t: TestApp, admin: V1Client, name: string, slot: number): Promise<Kitchen> {
  const site = await addSite(admin, name);
  const partIds = await partsAt(admin, site.id, 4);
  const order = async (partId: string, at: number) => {
    const res = await admin.call('POST', '/v1/orders', orderBody([partId], T0, at));
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.id as string;
  };
  const pendingOrderId = await order(partIds[0]!, slot);
  const completedOrderId = await order(partIds[1]!, slot + 1);
  for (let step = 0; step < 5; step++) {
    t.clock.advance(60_000);
    await admin.call('POST', `/sandbox/orders/${completedOrderId}/advance`);
  }
  const done = await admin.call('GET', `/v1/orders/${completedOrderId}`);
  const invoiceId = done.body.data.invoice_id as string | null;
  if (!invoiceId) throw new Error(`order ${completedOrderId} has no invoice: ${JSON.stringify(done.body.data.status)}`);
  return { siteId: site.id, partIds, pendingOrderId, completedOrderId, invoiceId };
}

/** An account with two kitchens besides its main site (North and South), each with parts, orders and an invoice. */
export async function accessFixture(): Promise<AccessFixture> {
  const t = await createTestApp({ now: T0 });
  t.deps.resolveHost = async () => ['93.184.216.34'];
  const account = await t.createAccount();
  const admin = clientFor(t, await account.createKey(SCOPES));
  const north = await kitchen(t, admin, 'North', 0);
  const south = await kitchen(t, admin, 'South', 2);
  return {
    t,
    account,
    admin,
    north,
    south,
    async member(role, siteIds = null) {
      const added = await account.addMember({ role, siteIds });
      return { client: sessionClient(t, await added.signIn()), memberId: added.memberId, userId: added.userId };
    },
  };
}
