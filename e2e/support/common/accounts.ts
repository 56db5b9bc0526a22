import { expect, type Page } from '@playwright/test';

export const DEMO_USER = { email: 'demo@whetstone.test', password: 'whetstone-demo' };
export const STARTER_USER = { email: 'starter@whetstone.test', password: 'whetstone-demo' };

/** A context with no cookies, for tests that sign in themselves. */
export const SIGNED_OUT = { cookies: [], origins: [] };

export async function signIn(page: Page, user: { email: string; password: string }, path = '/sign-in'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
