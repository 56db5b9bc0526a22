import { expect, type Page } from '@playwright/test';
import { DEMO_USER, signIn } from '../common/accounts';
import type { OpenedWrite, WriteUnderTest } from './write-under-test';

async function sessionStatus(page: Page): Promise<number> {
  return (await page.request.get('/portal/session')).status();
}

async function openSignIn(page: Page): Promise<OpenedWrite> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  return {
    submit: signInButton,
    failure: page.getByRole('alert'),
    retry: () => signInButton.click(),
    expectBusy: () => expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled(),
    pressEnterAgain: () => page.getByLabel('Password').press('Enter'),
    async expectInputKept() {
      await expect(page.getByLabel('Email')).toHaveValue(DEMO_USER.email);
      await expect(page.getByLabel('Password')).toHaveValue(DEMO_USER.password);
    },
    expectDone: () => expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible(),
    // Sessions are not listed by any endpoint; what counts is that the browser holds one that works.
    expectExactlyOneWrite: async () => expect(await sessionStatus(page)).toBe(200),
  };
}

async function openSignOut(page: Page): Promise<OpenedWrite> {
  await signIn(page, DEMO_USER, '/settings');
  const signOutButton = page.getByRole('button', { name: 'Sign out' });
  return {
    submit: signOutButton,
    failure: page.getByRole('alert'),
    genericFailure: 'Signing out did not go through. Check your connection and try again.',
    retry: () => signOutButton.click(),
    expectBusy: () => expect(page.getByRole('button', { name: 'Signing out…' })).toBeDisabled(),
    // Nothing is typed: the portal stays usable and the button ready.
    async expectInputKept() {
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(signOutButton).toBeEnabled();
    },
    async expectDone() {
      await expect(page).toHaveURL(/\/sign-in/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    },
    expectExactlyOneWrite: async () => expect(await sessionStatus(page)).toBe(401),
  };
}

export const sessionWrites: WriteUnderTest[] = [
  { name: 'sign in', target: { method: 'POST', path: /^\/portal\/session$/ }, keyed: false, ownSession: true, open: openSignIn },
  {
    name: 'sign out',
    target: { method: 'DELETE', path: /^\/portal\/session$/ },
    keyed: false,
    ownSession: true,
    open: openSignOut,
  },
];
