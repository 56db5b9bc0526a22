import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SIGNED_OUT } from '#e2e/support/common/accounts';

export interface NewMember {
  context: BrowserContext;
  page: Page;
  email: string;
  password: string;
}

/**
 * A person of their own for a test that changes how someone signs in (the shared demo sign-ins must
 * stay as they are for every other spec): the owner's session invites a fresh address over the
 * portal API, the invitation's mail is read from the sandbox's catcher, and a browser context of
 * the new person's accepts it and is signed in.
 */
export async function joinAsNewMember(owner: Page, browser: Browser, baseURL: string, role = 'manager'): Promise<NewMember> {
  const email = `person-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const password = 'a long enough password';
  const session = await owner.request.get('/portal/session');
  const csrf = ((await session.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const invited = await owner.request.post('/portal/invitations', {
    headers: { 'X-CSRF-Token': csrf },
    data: { email, role, sites: 'all' },
  });
  expect(invited.status()).toBe(201);

  let token = '';
  await expect(async () => {
    const list = (await (await owner.request.get('/portal/sandbox-mail')).json()) as { data: { id: string; to: string[] }[] };
    const mail = list.data.find((message) => message.to.includes(email));
    expect(mail).toBeDefined();
    const full = (await (await owner.request.get(`/portal/sandbox-mail/${mail!.id}`)).json()) as { data: { links: string[] } };
    token =
      /\/invitations\/([A-Za-z0-9_-]+)$/.exec(full.data.links.find((link) => link.includes('/invitations/')) ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
  }).toPass({ timeout: 30_000 });

  const context = await browser.newContext({ storageState: SIGNED_OUT, baseURL });
  const accepted = await context.request.post('/portal/invitations/accept', {
    data: { token, name: 'Robin Security', password },
  });
  expect(accepted.status()).toBe(201);
  const page = await context.newPage();
  return { context, page, email, password };
}
