import { expect } from '@playwright/test';
import { SIGNED_OUT } from '#e2e/support/common/accounts';
import { expectNoAxeViolations } from '#e2e/support/common/axe';
import { test } from '#e2e/support/common/test';
import { apiGet, newPart, placeOrderViaApi } from '#e2e/support/orders/orders-api';
import { joinAsNewMember } from '#e2e/support/team/new-member';

/**
 * The whole way of a notification, as people meet it: an admin (order updates in the daily digest
 * by default) chooses them at once in Settings → Notifications; the owner places an order; its mail
 * travels over SMTP to the sandbox's catcher, where the admin reads it as it will look (with its
 * one-click unsubscribe) and follows its link to the order; the mail's own link turns order updates
 * off without signing in, and Settings says so.
 */
test('choose order updates at once, read the mail an order makes, follow it, and turn them off from the mail', async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await joinAsNewMember(page, browser, baseURL!, 'admin');
  const me = person.page;
  try {
    await me.goto('/settings/notifications');
    await expect(me.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const orderUpdates = me.getByRole('group', { name: 'Order updates' });
    await expect(orderUpdates.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    await expectNoAxeViolations(me);
    await orderUpdates.getByRole('radio', { name: 'Instant' }).check();
    await me.getByRole('button', { name: 'Save' }).click();
    await expect(me.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    const part = await newPart(page.request, 'knife', 'E2E notify');
    const orderId = await placeOrderViaApi(page.request, [part.id]);
    const { data: order } = await apiGet<{ data: { order_number: string } }>(page.request, `/v1/orders/${orderId}`);

    // The notification worker makes the mail, the mail worker sends it over SMTP to the catcher.
    const inbox = me.getByRole('list', { name: 'Caught mail' });
    const message = inbox.getByRole('button').filter({ hasText: `Order ${order.order_number} placed` });
    await expect(async () => {
      await me.goto('/sandbox/mail');
      await expect(message).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await message.click();
    await expect(me.getByRole('heading', { level: 2, name: new RegExp(`Order ${order.order_number} placed`) })).toBeVisible();
    await expect(me.getByText(/Unsubscribe: one click/)).toBeVisible();
    await expect(me.frameLocator('iframe[title="HTML part of the message"]').getByText(order.order_number).first()).toBeVisible();
    await expectNoAxeViolations(me);

    const links = me.getByRole('region', { name: 'Links in this message' });
    const orderHref = await links
      .getByRole('link', { name: new RegExp(`/orders/${orderId}$`) })
      .first()
      .getAttribute('href');
    await me.goto(orderHref!);
    await expect(me.getByRole('heading', { level: 1, name: new RegExp(order.order_number) })).toBeVisible();

    // The footer's link works without signing in, and asks before it turns anything off.
    await me.goto('/sandbox/mail');
    await message.click();
    const unsubscribeHref = await links
      .getByRole('link', { name: /\/unsubscribe\// })
      .first()
      .getAttribute('href');
    expect(unsubscribeHref).toMatch(new RegExp(`^${baseURL}/unsubscribe/[A-Za-z0-9_~-]+$`));
    const reader = await browser.newContext({ storageState: SIGNED_OUT, baseURL });
    try {
      const mailProgram = await reader.newPage();
      await mailProgram.goto(unsubscribeHref!);
      await expect(
        mailProgram.getByRole('heading', { name: new RegExp(`Turn off Order updates for ${person.email}`) }),
      ).toBeVisible();
      await expectNoAxeViolations(mailProgram);
      await mailProgram.getByRole('button', { name: /Turn off/ }).click();
      await expect(
        mailProgram.getByRole('heading', { name: new RegExp(`Order updates are now off for ${person.email}`) }),
      ).toBeVisible();
    } finally {
      await reader.close();
    }

    await me.goto('/settings/notifications');
    await expect(me.getByRole('group', { name: 'Order updates' }).getByRole('radio', { name: 'Off' })).toBeChecked();
    await expect(me.getByText(/Order updates were turned off from an e-mail link/)).toBeVisible();
  } finally {
    await person.context.close();
  }
});
