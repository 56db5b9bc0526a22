import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { newOrderPath, newPart } from '../support/orders/orders-api';
import type { OfferedWindow } from '../support/orders/pickup-windows-api';

// The service's own zone, so the strip's days are the service's days.
test.use({ timezoneId: 'America/New_York' });

interface WindowList {
  data: OfferedWindow[];
  meta: { from: string; to: string; closed_days: { date: string; name: string }[]; business_days?: number[] };
}

const isoWeekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;

test('every day of the strip says why it cannot be chosen, in its accessible name', async ({ page }) => {
  const part = await newPart(page.request, 'knife', 'E2E strip');
  const offered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/pickup-windows' && r.status() === 200);
  await page.goto(newOrderPath([part.id]));
  const list = (await (await offered).json()) as WindowList;
  expect(list.meta.business_days).toEqual([1, 2, 3, 4, 5]);
  const strip = page.getByRole('group', { name: 'Day' });
  const dayRadio = (day: string) => strip.locator(`input[value="${day}"]`);

  // Today: its windows are inside the lead time (or over), which is not "full".
  const today = list.meta.from;
  await expect(dayRadio(today)).toHaveAccessibleName(/too soon to book|past|closed: not a business day/);
  await expect(dayRadio(today)).not.toHaveAccessibleName(/full/);
  for (let day = today, i = 0; i < 14; i++) {
    const radio = dayRadio(day);
    if (isoWeekday(day) > 5) {
      await expect(radio).toHaveAccessibleName(/closed: not a business day/);
      await expect(radio).toBeDisabled();
    } else {
      await expect(radio).toHaveAccessibleName(/free windows?|full|too soon to book|past|closed: .+ \(holiday\)/);
    }
    day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  for (const holiday of list.meta.closed_days) {
    await expect(dayRadio(holiday.date)).toHaveAccessibleName(new RegExp(`closed: ${holiday.name} \\(holiday\\)`));
  }
  // A window inside the lead time says so, in words.
  const soon = list.data.find((w) => w.unavailable_reason === 'too_soon' && Date.parse(w.start) > Date.now());
  if (soon) {
    await dayRadio(today).check();
    await expect(page.getByRole('group', { name: /^Windows on/ }).locator(`input[value="${soon.start}"]`)).toHaveAccessibleName(
      /too soon to book/,
    );
  }
  await expectNoAxeViolations(page);
});

test('one offer adds the due parts and says what it saves; the list starts with the due parts', async ({ page }) => {
  await page.goto('/orders/new');
  const offers = page.getByRole('button', { name: /to this pickup$/ });
  await expect(offers).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Add all/ })).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: /due now/ })).toContainText(/\d+ parts? due now/);
  const first = page.getByRole('listbox', { name: 'Parts that can be ordered' }).getByRole('option').first();
  const wear = Number((/Wear (\d+)%/.exec((await first.textContent()) ?? '') ?? [])[1]);
  expect(wear, 'the first part offered is due').toBeGreaterThanOrEqual(70);

  await offers.click();
  await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
  await expect(offers).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the total and Place order stay in reach and never cover the field being typed in', async ({ page }) => {
    const part = await newPart(page.request, 'saw', 'E2E phone');
    await page.goto(newOrderPath([part.id]));
    await expect(page.getByRole('button', { name: `Remove ${part.internal_label}` })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Place the order' });
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(place).toHaveCount(1);
    await expect(place).toBeInViewport();
    await expect(bar).toContainText(/Estimated total, 1 part\s*\$\d+\.\d{2}/);

    const instructions = page.getByLabel(/Instructions for the driver/);
    await instructions.focus();
    await expect(instructions).toBeInViewport();
    await expect(place).toBeInViewport();
    const field = (await instructions.boundingBox())!;
    const covering = (await bar.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(covering.y);

    // Tabbing reaches it last, after every field of the form.
    await page.getByLabel(/Purchase order/).focus();
    await page.keyboard.press('Tab');
    await expect(place).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
