import type { Page, Request, Route } from '@playwright/test';

/** Which requests a fault applies to: a screen's reads, never its writes. */
export type ReadMatcher = (url: URL) => boolean;

export type FaultKind = 'fail-once' | 'fail-always' | 'rate-limit-once' | 'drop-always' | 'slow';

export interface Fault {
  kind: FaultKind;
  /** Test title fragment. */
  title: string;
}

export const FAULTS: readonly Fault[] = [
  { kind: 'fail-once', title: 'a 500 on the first attempt is retried and the screen recovers' },
  { kind: 'fail-always', title: 'a persistent 500 says so, and "Try again" works once the server is back' },
  { kind: 'rate-limit-once', title: 'a 429 shows the countdown, then the screen loads by itself' },
  { kind: 'drop-always', title: 'a dropped connection says the server can’t be reached, and retry works' },
  { kind: 'slow', title: 'a slow answer shows a loading state, then the real data' },
];

/** Seconds ahead the fake 429 puts X-RateLimit-Reset: long enough to see the banner, short enough to wait out. */
export const RATE_LIMIT_WAIT_S = 3;
/** A slow answer is held until the test lifts the fault, having seen the screen wait, or for this long. */
export const LATENCY_MS = 3_000;

export interface Injection {
  /** Every matching read the browser sent, faulted or not. */
  readonly calls: number;
  /** Matching reads answered with the fault. */
  readonly faulted: number;
  /** The server is back: held slow reads go on, and every later matching read goes through untouched. */
  lift(): void;
}

function errorBody(code: string, message: string, status: number): string {
  return JSON.stringify({ error: { code, message, status } });
}

export function fulfill500(route: Route): Promise<void> {
  return route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: errorBody('internal_error', 'Something broke on our side.', 500),
  });
}

/** Now on the clock of the page that sent the request, which a test may have jumped ahead; else real time. */
async function pageNow(route: Route): Promise<number> {
  try {
    return await route
      .request()
      .frame()
      .evaluate(() => Date.now());
  } catch {
    return Date.now();
  }
}

/**
 * Answers 429 as the server would, its X-RateLimit-Reset `waitSeconds` ahead of the page's own
 * clock. Read off the real clock, the reset could already be (nearly) past on a page clock the
 * test has jumped ahead, and the countdown would flash by unseen.
 */
export async function fulfill429(route: Route, waitSeconds = RATE_LIMIT_WAIT_S): Promise<void> {
  const reset = Math.ceil((await pageNow(route)) / 1000) + waitSeconds;
  return route.fulfill({
    status: 429,
    contentType: 'application/json',
    headers: {
      'X-RateLimit-Limit': '120',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(reset),
      'Retry-After': String(waitSeconds),
    },
    body: JSON.stringify({
      error: { code: 'rate_limited', message: 'Too many requests this minute.', status: 429, limit: 'minute' },
    }),
  });
}

const isRead = (request: Request) => request.method() === 'GET';

/**
 * Injects one fault into the browser's reads that `matches` accepts. "Once" faults hit the
 * first attempt of each distinct URL (so every read of a multi-read screen meets it once);
 * "always" faults hit every attempt until `lift()`.
 */
export async function injectFault(page: Page, matches: ReadMatcher, kind: FaultKind): Promise<Injection> {
  let calls = 0;
  let faulted = 0;
  let lifted = false;
  let onLift: () => void = () => undefined;
  const liftedSignal = new Promise<void>((resolve) => (onLift = resolve));
  const seen = new Set<string>();

  await page.route(
    (url) => matches(url),
    async (route) => {
      const request = route.request();
      if (!isRead(request)) return route.fallback();
      calls++;
      const firstAttempt = !seen.has(request.url());
      seen.add(request.url());
      if (lifted) return route.fallback();
      switch (kind) {
        case 'fail-once':
          if (!firstAttempt) return route.fallback();
          faulted++;
          return fulfill500(route);
        case 'fail-always':
          faulted++;
          return fulfill500(route);
        case 'rate-limit-once':
          if (!firstAttempt) return route.fallback();
          faulted++;
          return fulfill429(route);
        case 'drop-always':
          faulted++;
          return route.abort('connectionreset');
        case 'slow':
          faulted++;
          await Promise.race([new Promise((resolve) => setTimeout(resolve, LATENCY_MS)), liftedSignal]);
          // The test may have ended meanwhile; a late request has nowhere to go then.
          return route.fallback().catch(() => undefined);
      }
    },
  );

  return {
    get calls() {
      return calls;
    },
    get faulted() {
      return faulted;
    },
    lift() {
      lifted = true;
      onLift();
    },
  };
}
