import { expect, type Page } from '@playwright/test';
import { apiGet, newOrderPath, newPart, orderTotal, placeOrderViaApi } from '../orders/orders-api';
import { chooseEarliestWindow } from '../orders/pickup-windows-api';
import type { OpenedWrite, WriteUnderTest } from './write-under-test';

async function openCreateOrder(page: Page): Promise<OpenedWrite> {
  const part = await newPart(page.request, 'chisel', 'E2E fault order');
  const instructions = `Ring the bell twice (${part.internal_label})`;
  await page.goto(newOrderPath([part.id]));
  await expect(page.getByRole('button', { name: `Remove ${part.internal_label}` })).toBeVisible();
  await chooseEarliestWindow(page);
  const chosen = page.getByRole('group', { name: /^Windows on/ }).getByRole('radio', { checked: true });
  const chosenName = await chosen.getAttribute('value');
  await page.getByLabel(/Instructions for the driver/).fill(instructions);
  const before = await orderTotal(page.request);
  const failure = page.getByRole('alert').filter({ hasText: 'Nothing you typed is lost.' });
  return {
    submit: page.getByRole('button', { name: 'Place order' }),
    failure,
    retry: () => failure.getByRole('button', { name: 'Try again' }).click(),
    expectBusy: () => expect(page.getByRole('button', { name: 'Placing order…' })).toBeDisabled(),
    pressEnterAgain: () => chosen.press('Enter'),
    async expectInputKept() {
      await expect(page.getByRole('button', { name: `Remove ${part.internal_label}` })).toBeVisible();
      await expect(chosen).toHaveAttribute('value', chosenName ?? '');
      await expect(page.getByLabel(/Instructions for the driver/)).toHaveValue(instructions);
    },
    async expectDone() {
      await expect(page).toHaveURL(/\/orders\/ord_/);
      await expect(page.getByRole('heading', { level: 1, name: /^Order WS-/ })).toBeVisible();
    },
    async expectExactlyOneWrite() {
      expect(await orderTotal(page.request)).toBe(before + 1);
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const { data } = await apiGet<{ data: { instructions: string; parts: { id: string }[] } }>(
        page.request,
        `/v1/orders/${orderId}`,
      );
      expect(data.instructions).toBe(instructions);
      expect(data.parts.map((p) => p.id)).toEqual([part.id]);
    },
  };
}

interface OrderWithTimeline {
  status: string;
  timeline: unknown[];
}

async function openAdvance(page: Page): Promise<OpenedWrite> {
  const part = await newPart(page.request, 'saw', 'E2E fault advance');
  const orderId = await placeOrderViaApi(page.request, [part.id]);
  const order = async () => (await apiGet<{ data: OrderWithTimeline }>(page.request, `/v1/orders/${orderId}`)).data;
  const before = await order();
  expect(before.status).toBe('pending');
  await page.goto(`/orders/${orderId}`);
  const advance = page.getByRole('button', { name: 'Advance' });
  await expect(page.getByText('Sandbox: moves the order to “Scheduled”.')).toBeVisible();
  return {
    submit: advance,
    failure: page.getByRole('alert'),
    retry: () => advance.click(),
    expectBusy: () => expect(page.getByRole('button', { name: 'Advancing…' })).toBeDisabled(),
    // Nothing is typed here: the control stays ready to send again.
    expectInputKept: () => expect(advance).toBeEnabled(),
    expectDone: () => expect(page.getByText('Sandbox: moves the order to “Picked up”.')).toBeVisible(),
    async expectExactlyOneWrite() {
      const after = await order();
      expect(after.status).toBe('scheduled');
      expect(after.timeline).toHaveLength(before.timeline.length + 1);
    },
  };
}

export const orderWrites: WriteUnderTest[] = [
  { name: 'create an order', target: { method: 'POST', path: /^\/v1\/orders$/ }, keyed: true, open: openCreateOrder },
  {
    name: 'advance an order (sandbox)',
    target: { method: 'POST', path: /^\/sandbox\/orders\/[^/]+\/advance$/ },
    keyed: true,
    open: openAdvance,
  },
];
