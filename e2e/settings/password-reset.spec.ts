import { expect } from '@playwright/test';
import { SIGNED_OUT } from '#e2e/support/common/accounts';
import { expectNoAxeViolations } from '#e2e/support/common/axe';
import { test } from '#e2e/support/common/test';
import { joinAsNewMember } from '#e2e/support/team/new-member';

/**
 * A person forgot their password on their laptop but is still signed in on their phone: the laptop
 * asks for a link, the mail crosses SMTP to the sandbox's catcher, the phone opens it there, the
 * laptop sets a new password with it; the phone's session ends with the old password, and the new
 * one signs in.
 */
test('a forgotten password is reset by mail, and the other sessions end', async ({ page, browser, baseURL }) => {
  const person = await joinAsNewMember(page, browser, baseURL!);
  const phone = person.page;
  const laptopContext = await browser.newContext({ storageState: SIGNED_OUT, baseURL });
  try {
    const laptop = await laptopContext.newPage();
    await laptop.goto('/sign-in');
    await laptop.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(laptop).toHaveURL(/\/password-reset$/);
    await expectNoAxeViolations(laptop);
    await laptop.getByLabel('Email').fill(person.email);
    await laptop.getByRole('button', { name: 'Send reset link' }).click();
    await expect(laptop.getByText(/If an account uses that address/)).toBeVisible();

    let link = '';
    await expect(async () => {
      await phone.goto('/sandbox/mail');
      const mail = phone
        .getByRole('list', { name: 'Caught mail' })
        .getByRole('button')
        .filter({ hasText: /password/i });
      await expect(mail.first()).toBeVisible({ timeout: 1_000 });
      await mail.first().click();
      const anchor = phone.getByRole('region', { name: 'Links in this message' }).getByRole('link', { name: /password-reset\// });
      link = (await anchor.getAttribute('href', { timeout: 1_000 })) ?? '';
    }).toPass({ timeout: 30_000 });
    expect(link).toMatch(new RegExp(`^${baseURL}/password-reset/[A-Za-z0-9_-]{20,}$`));

    await laptop.goto(link);
    await expect(laptop.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(laptop.getByText(person.email)).toBeVisible();
    await expectNoAxeViolations(laptop);
    await laptop.getByLabel('New password').fill('short');
    await laptop.getByRole('button', { name: 'Change password' }).click();
    await expect(laptop.getByText('Choose a password of at least 12 characters.')).toBeVisible();
    const newPassword = 'a brand new long password';
    await laptop.getByLabel('New password').fill(newPassword);
    await laptop.getByRole('button', { name: 'Change password' }).click();
    await expect(laptop.getByText(/Every session was signed out/)).toBeVisible();

    // The phone's session ended with the old password.
    expect((await phone.request.get('/portal/session')).status()).toBe(401);
    // The link worked once.
    await laptop.goto(link);
    await expect(laptop.getByRole('heading', { name: /used/i })).toBeVisible();

    await laptop.goto('/sign-in');
    await laptop.getByLabel('Email').fill(person.email);
    await laptop.getByLabel('Password', { exact: true }).fill(person.password);
    await laptop.getByRole('button', { name: 'Sign in' }).click();
    await expect(laptop.getByRole('alert')).toContainText('don’t match');
    await laptop.getByLabel('Password', { exact: true }).fill(newPassword);
    await laptop.getByRole('button', { name: 'Sign in' }).click();
    await expect(laptop.getByRole('button', { name: 'Sign out' })).toBeVisible();
  } finally {
    await laptopContext.close();
    await person.context.close();
  }
});
