import { and, desc, eq } from 'drizzle-orm';
import { auditEvents } from '#server/db/schema/audit';
import { mailOutbox } from '#server/db/schema/mail';
import type { JsonResponse, V1Client } from './v1-test-kit';
import type { TestApp } from './test-app';

/** A portal session as a client: the cookie and the CSRF token on every call. */
export function sessionClient(t: TestApp, session: { cookie: string; csrfToken: string } | null): V1Client {
  return {
    async call(method, path, body, headers = {}) {
      const res = await t.request(path, {
        method,
        headers: {
          ...(session && { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken }),
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...headers,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers } satisfies JsonResponse;
    },
  };
}

/** The session a response set (sign-in or accepting an invitation). */
export function sessionFrom(res: JsonResponse): { cookie: string; csrfToken: string } {
  const set = res.headers.getSetCookie().find((line) => /^(__Host-)?ws_session=/.test(line)) ?? '';
  return { cookie: set.split(';')[0] ?? '', csrfToken: res.body.data.csrf_token };
}

/** The newest mail queued to an address, and the invitation token its link carries. */
export async function latestMailTo(t: TestApp, to: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  return { mail, token };
}

export async function auditActions(t: TestApp, accountId: string): Promise<string[]> {
  const rows = await t.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.accountId, accountId)))
    .orderBy(auditEvents.occurredAt, auditEvents.id);
  return rows.map((row) => row.action);
}

/** Invites an address and accepts as a new person; answers the new member's session client and id. */
export async function inviteAndJoin(
  t: TestApp,
  owner: V1Client,
  invite: { email: string; role: string; sites: 'all' | string[] },
  name = 'Casey Chef',
) {
  const created = await owner.call('POST', '/portal/invitations', invite);
  if (created.status !== 201) throw new Error(`invite failed: ${created.status} ${JSON.stringify(created.body)}`);
  const { token } = await latestMailTo(t, invite.email);
  // A moment later, so the member list (oldest first) has one order.
  t.clock.advance(1000);
  const accepted = await sessionClient(t, null).call('POST', '/portal/invitations/accept', {
    token,
    name,
    password: 'a long enough password',
  });
  if (accepted.status !== 201) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const session = sessionFrom(accepted);
  return { client: sessionClient(t, session), session, memberId: accepted.body.data.member.id as string };
}
