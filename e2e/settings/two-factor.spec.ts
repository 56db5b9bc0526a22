import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from '#e2e/support/common/axe';
import { test } from '#e2e/support/common/test';
import { joinAsNewMember } from '#e2e/support/team/new-member';

/** What the person's authenticator app shows, `offsetSeconds` from now (a code is taken once, so the next step's). */
function appCode(secret: string, offsetSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A person turns two-factor on from Settings → Security with a code their app makes from the key on
 * screen, keeps the recovery codes, signs out, and signs in again twice: once with a code from the
 * app (after a wrong one), once with a recovery code, which then counts as used.
 */
test('turn two-factor on, sign in with a code, then with a recovery code', async ({ page, browser, baseURL }) => {
  const person = await joinAsNewMember(page, browser, baseURL!);
  const me = person.page;
  try {
    await me.goto('/settings/security');
    await expect(me.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await expectNoAxeViolations(me);

    await me.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(me.getByRole('heading', { name: 'Scan the code with your authenticator app' })).toBeVisible();
    await expect(me.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible();
    const secret = (await me.getByLabel('Key for entering by hand').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(me);
    await me.getByRole('textbox', { name: 'Authentication code' }).fill(appCode(secret));
    await me.getByRole('button', { name: 'Turn on two-factor' }).click();

    const codeList = me.getByRole('list', { name: 'Recovery codes' });
    await expect(codeList.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = (await codeList.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    await expectNoAxeViolations(me);
    await me.getByRole('button', { name: 'I’ve saved them' }).click();
    await expect(me.getByText('10 recovery codes left')).toBeVisible();

    await me.getByRole('button', { name: 'Sign out' }).click();
    await signInWithPassword(me, person.email, person.password);
    const code = me.getByRole('textbox', { name: 'Authentication code' });
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // The password alone made no session.
    expect((await me.request.get('/portal/session')).status()).toBe(401);
    await expectNoAxeViolations(me);
    await code.fill('000000');
    await me.getByRole('button', { name: 'Verify' }).click();
    await expect(me.getByText('That code is not right', { exact: false })).toBeVisible();
    // The code used to turn it on is spent: the app's next one is taken.
    await code.fill(appCode(secret, 30));
    await me.getByRole('button', { name: 'Verify' }).click();
    await expect(me.getByRole('button', { name: 'Sign out' })).toBeVisible();

    await me.getByRole('button', { name: 'Sign out' }).click();
    await signInWithPassword(me, person.email, person.password);
    await me.getByRole('textbox', { name: 'Authentication code' }).fill(recoveryCodes[0]!);
    await me.getByRole('button', { name: 'Verify' }).click();
    await expect(me.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await me.goto('/settings/security');
    await expect(me.getByText('9 recovery codes left')).toBeVisible();
    await expect(me.getByRole('list', { name: 'Your sessions' }).getByText('This device')).toBeVisible();

    // The same recovery code does not work twice.
    await me.getByRole('button', { name: 'Sign out' }).click();
    await signInWithPassword(me, person.email, person.password);
    await me.getByRole('textbox', { name: 'Authentication code' }).fill(recoveryCodes[0]!);
    await me.getByRole('button', { name: 'Verify' }).click();
    await expect(me.getByText('That code is not right', { exact: false })).toBeVisible();
  } finally {
    await person.context.close();
  }
});

/**
 * An account that requires two-factor of a person without it: every signed-in screen sends them to
 * Security, which says why and offers the setup. The requirement itself is enforced and tested on
 * the server; here the session's answer says so (turning it on for the shared demo account would
 * lock every other spec out), whatever screen the person opens first.
 */
test('a person whose account requires two-factor is sent to set it up from any screen', async ({ page }) => {
  await page.route('**/portal/session', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response: answer, json: { data: { ...body.data, two_factor: { enabled: false, required: true } } } });
  });
  for (const screen of ['/parts', '/orders/new', '/settings/members']) {
    await page.goto(screen);
    await expect(page).toHaveURL(/\/settings\/security$/);
    await expect(page.getByText('Your account requires two-factor sign-in. Set it up to continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
