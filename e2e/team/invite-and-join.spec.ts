import { expect } from '@playwright/test';
import { SIGNED_OUT } from '#e2e/support/common/accounts';
import { expectNoAxeViolations } from '#e2e/support/common/axe';
import { test } from '#e2e/support/common/test';

/**
 * The whole way of an invitation, as people meet it: the owner invites a cook for one kitchen, the
 * mail travels over SMTP to the sandbox's catcher, the cook opens its link in a browser of their
 * own, makes their sign-in and lands in the portal seeing only that kitchen; the owner's audit log
 * says who invited whom and who joined.
 */
test('an owner invites a cook by mail, the cook joins from the link, and the audit log records both', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `cook-${Date.now().toString(36)}@example.test`;

  await page.goto('/settings/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite someone' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('radio', { name: 'Manager' }).check();
  await invite.getByRole('radio', { name: 'Only these sites' }).check();
  await invite.getByRole('checkbox', { name: 'Harbour St' }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  const invitations = page.getByRole('table', { name: /invitations/i });
  await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText('Harbour St');

  // The mail worker sends it over SMTP; the catcher receives it within a few seconds.
  await expect(async () => {
    await page.goto('/sandbox/mail');
    await expect(page.getByRole('list', { name: 'Caught mail' }).getByRole('button').filter({ hasText: email })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('list', { name: 'Caught mail' }).getByRole('button').filter({ hasText: email }).click();
  await expect(page.getByRole('heading', { level: 2, name: /invited you to Northwind Cutlery/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const link = page.getByRole('region', { name: 'Links in this message' }).getByRole('link', { name: /invitations\// });
  const href = await link.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${baseURL}/invitations/[A-Za-z0-9_-]{20,}$`));

  const cookContext = await browser.newContext({ storageState: SIGNED_OUT, baseURL });
  try {
    const cook = await cookContext.newPage();
    await cook.goto(href!);
    await expect(cook.getByText(/invited you to Northwind Cutlery/)).toBeVisible();
    await expectNoAxeViolations(cook);
    await cook.getByLabel('Your name').fill('Casey Cook');
    await cook.getByLabel('Password', { exact: true }).fill('a long enough password');
    await cook.getByLabel('Confirm password').fill('a long enough password');
    await cook.getByRole('button', { name: 'Create account and join' }).click();
    await expect(cook.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Harbour St is the only kitchen there is for them.
    await cook.goto('/settings/sites');
    await expect(cook.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await expect(cook.getByText('Harbour St').first()).toBeVisible();
    await expect(cook.getByText('Midtown')).toHaveCount(0);
    // The link worked once.
    await cook.goto(href!);
    await expect(cook.getByRole('heading', { name: 'This invitation has been used' })).toBeVisible();
  } finally {
    await cookContext.close();
  }

  await page.goto('/settings/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const log = page.getByRole('table', { name: /audit/i });
  await expect(log.getByRole('row').filter({ hasText: 'Member joined' }).filter({ hasText: 'Casey Cook' }).first()).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: 'Member invited' }).filter({ hasText: email }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
