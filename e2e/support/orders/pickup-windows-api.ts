import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiPost, newPart } from './orders-api';

/** The pickup-window helpers of the order specs: what the server offers, and filling a window through the API. */
export interface WindowSpan {
  start: string;
  end: string;
}

export interface OfferedWindow extends WindowSpan {
  capacity: number;
  remaining: number;
  available: boolean;
  unavailable_reason: string | null;
}

export interface OfferedWindows {
  data: OfferedWindow[];
  meta: { time_zone: string; from: string; to: string; earliest_available: WindowSpan | null };
}

export async function offeredWindows(request: APIRequestContext, query = ''): Promise<OfferedWindows> {
  return apiGet<OfferedWindows>(request, `/v1/pickup-windows${query}`);
}

/** Takes every seat left in `window` with orders of new parts, as other customers would. */
export async function fillWindow(request: APIRequestContext, window: WindowSpan): Promise<void> {
  const day = window.start.slice(0, 10);
  const { data } = await offeredWindows(request, `?from=${day}&to=${day}`);
  const seats = data.find((w) => w.start === window.start)?.remaining ?? 0;
  for (let i = 0; i < seats; i++) {
    const part = await newPart(request, 'knife', 'E2E seat');
    const { status } = await apiPost(request, '/v1/orders', {
      part_ids: [part.id],
      pickup_window_start: window.start,
      pickup_window_end: window.end,
    });
    expect(status).toBe(201);
  }
}

/** How the browser writes a window's day and times, so a locator can name them. */
export async function windowLabels(page: Page, window: WindowSpan): Promise<{ day: string; times: string }> {
  return page.evaluate(({ start, end }) => {
    const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
    const day = new Date(start);
    const local = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const dayText = new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${local}T12:00:00Z`));
    return { day: dayText, times: `${time.format(new Date(start))} – ${time.format(new Date(end))}` };
  }, window);
}

/** Chooses the earliest free window with its one button, and waits until it is the checked choice. */
export async function chooseEarliestWindow(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Earliest:/ }).click();
  await expect(page.getByRole('group', { name: /^Windows on/ }).getByRole('radio', { checked: true })).toBeVisible();
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
