import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { fulfill429 } from './fault-injection';

/** The faults every write is tested against, each injected in the browser on the first attempt of one write. */
export const FAULTS = [
  '500 before the server',
  '500 after the server',
  'dropped before the server',
  'dropped after the server',
  '429 with a countdown',
  'a slow answer',
] as const;
export type Fault = (typeof FAULTS)[number];

/** Faults after which the write has failed and the user has to send it again. */
export const FAILING_FAULTS: readonly Fault[] = [
  '500 before the server',
  '500 after the server',
  'dropped before the server',
  'dropped after the server',
];

/** The heading the portal gives each failure (components/ui/error-panel.tsx explainError). */
export function failureTitle(fault: Fault): string {
  return fault.startsWith('500') ? 'The server had a problem' : 'Can’t reach the server';
}

export interface WriteTarget {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: RegExp;
}

export interface Attempt {
  idempotencyKey: string | undefined;
}

/** An HTTP answer the page received for the write (a dropped connection has none). */
export interface Answer {
  status: number;
  /** The server replayed its saved answer for a repeated Idempotency-Key. */
  replayed: boolean;
}

const SERVER_ERROR = JSON.stringify({ error: { code: 'internal_error', message: 'The gateway lost the answer.', status: 500 } });

/** Lets the request reach the server and checks the write really happened there, so "after" faults lose a real answer. */
async function reachServer(route: Route): Promise<void> {
  const response = await route.fetch();
  expect(response.status(), 'the write behind the injected fault succeeded on the server').toBeLessThan(300);
}

async function applyFault(route: Route, fault: Fault, released: Promise<void>): Promise<void> {
  switch (fault) {
    case '500 before the server':
      return route.fulfill({ status: 500, contentType: 'application/json', body: SERVER_ERROR });
    case '500 after the server':
      await reachServer(route);
      return route.fulfill({ status: 500, contentType: 'application/json', body: SERVER_ERROR });
    case 'dropped before the server':
      return route.abort('connectionreset');
    case 'dropped after the server':
      await reachServer(route);
      return route.abort('connectionreset');
    case '429 with a countdown':
      return fulfill429(route);
    case 'a slow answer':
      // Held until the test has checked the screen while it waits: no race with a loaded machine.
      await released;
      return route.continue();
  }
}

export interface InjectedFault {
  /** Every request of the write so far, live, each with the Idempotency-Key it carried. */
  attempts: Attempt[];
  /** Every answer the page got for the write, injected ones included, live. */
  answers: Answer[];
  /** Lets a request held by the slow-answer fault go on. */
  release(): void;
}

/** Injects `fault` into the first request of the write and lets every later one through. */
export async function injectFault(page: Page, target: WriteTarget, fault: Fault): Promise<InjectedFault> {
  const attempts: Attempt[] = [];
  const answers: Answer[] = [];
  page.on('response', (response) => {
    if (response.request().method() !== target.method || !target.path.test(new URL(response.url()).pathname)) return;
    answers.push({ status: response.status(), replayed: response.headers()['idempotent-replayed'] === 'true' });
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => target.path.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.method() !== target.method) return route.fallback();
      attempts.push({ idempotencyKey: request.headers()['idempotency-key'] });
      if (attempts.length > 1) return route.continue();
      return applyFault(route, fault, released);
    },
  );
  return { attempts, answers, release };
}

/** The countdown the http client shows while it waits out a 429 before re-sending by itself. */
export function rateLimitCountdown(within: Page | Locator) {
  return within.getByRole('status').filter({ hasText: /Resuming automatically in \d+ s/ });
}
