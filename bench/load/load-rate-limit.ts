/**
 * Rate-limit exactness: bursts inside one UTC minute window, per account. Two
 * keys of one account share one bucket; the Starter account has its own (its
 * allowed requests answer 403 plan_not_eligible, the rest 429).
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface BurstSpec {
  name: string;
  /** One or more keys of the same account; requests alternate between them. */
  secrets: string[];
  requests: number;
  /** The status of a request within the limit. */
  allowedStatus: number;
}

export interface BurstOutcome {
  name: string;
  sent: number;
  allowed: number;
  limited: number;
  other: number;
  problems: string[];
}

interface Answer {
  status: number;
  limit: string | null;
  remaining: string | null;
  reset: string | null;
  retryAfter: string | null;
  code?: string;
  limitHit?: string;
  sentAt: number;
  receivedAt: number;
}

/**
 * node:http with an agent made for this burst: fetch's shared pool would reuse
 * sockets left idle while waiting for the minute, which the server may be
 * closing (ECONNRESET), and a request lost that way may or may not have counted.
 */
function get(url: string, secret: string, agent: Agent): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent, headers: { Authorization: `Bearer ${secret}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function send(base: string, secret: string, agent: Agent): Promise<Answer> {
  const sentAt = Date.now();
  const res = await get(`${base}/v1/parts?limit=1`, secret, agent);
  const body = JSON.parse(res.body) as { error?: { code: string; limit?: string } };
  const h = (name: string) => {
    const value = res.headers[name.toLowerCase()];
    return typeof value === 'string' ? value : null;
  };
  return {
    status: res.status,
    limit: h('X-RateLimit-Limit'),
    remaining: h('X-RateLimit-Remaining'),
    reset: h('X-RateLimit-Reset'),
    retryAfter: h('Retry-After'),
    code: body.error?.code,
    limitHit: body.error?.limit,
    sentAt,
    receivedAt: Date.now(),
  };
}

/** Sends spec.requests requests, `width` at a time, and checks every answer against a per-minute limit. */
export async function burstAndCheck(base: string, spec: BurstSpec, perMinute: number, width = 20): Promise<BurstOutcome> {
  const answers: Answer[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: width });
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < spec.requests) {
        const i = next++;
        answers.push(await send(base, spec.secrets[i % spec.secrets.length]!, agent));
      }
    }),
  ).finally(() => agent.destroy());
  const problems: string[] = [];
  const allowed = answers.filter((a) => a.status === spec.allowedStatus);
  const limited = answers.filter((a) => a.status === 429);
  const resets = new Set(answers.map((a) => a.reset));
  const [reset] = [...resets].map(Number);
  if (resets.size !== 1 || !reset)
    problems.push(`answers span ${resets.size} windows (X-RateLimit-Reset ${[...resets].join(', ')}): rerun`);
  else if (reset % 60 !== 0 || reset * 1000 <= Math.min(...answers.map((a) => a.sentAt)))
    problems.push(`X-RateLimit-Reset ${reset} is not the end of the current UTC minute`);
  const expectedAllowed = Math.min(perMinute, spec.requests);
  if (allowed.length !== expectedAllowed)
    problems.push(`${allowed.length} answers ${spec.allowedStatus}, expected exactly ${expectedAllowed}`);
  if (limited.length !== spec.requests - expectedAllowed)
    problems.push(`${limited.length} answers 429, expected ${spec.requests - expectedAllowed}`);
  if (answers.some((a) => a.limit !== String(perMinute))) problems.push(`X-RateLimit-Limit is not ${perMinute} on every answer`);
  // Each allowed request took one unit: together they show every Remaining value from limit-1 down to 0 once.
  const remaining = allowed.map((a) => Number(a.remaining)).sort((a, b) => b - a);
  const expectedRemaining = Array.from({ length: expectedAllowed }, (_, i) => perMinute - 1 - i);
  if (JSON.stringify(remaining) !== JSON.stringify(expectedRemaining))
    problems.push(`X-RateLimit-Remaining on allowed answers: ${remaining.slice(0, 5).join(',')}…`);
  for (const a of limited) {
    // The server computed it at some moment between sending and receiving.
    const retryAfter = Number(a.retryAfter);
    const atMost = Number(a.reset) - Math.floor(a.sentAt / 1000);
    const atLeast = Math.max(1, Number(a.reset) - Math.floor(a.receivedAt / 1000));
    if (a.remaining !== '0' || a.code !== 'rate_limited' || a.limitHit !== 'minute') {
      problems.push(`429 with remaining ${a.remaining}, code ${a.code}, limit ${a.limitHit}`);
      break;
    }
    if (!(retryAfter >= atLeast && retryAfter <= Math.min(60, atMost))) {
      problems.push(`Retry-After ${a.retryAfter}, expected ${atLeast}–${atMost} s (the end of the window)`);
      break;
    }
  }
  const other = answers.length - allowed.length - limited.length;
  if (other > 0) problems.push(`${other} answers were neither ${spec.allowedStatus} nor 429`);
  return { name: spec.name, sent: answers.length, allowed: allowed.length, limited: limited.length, other, problems };
}

/** Waits for the next UTC minute to begin (plus a little), unless one began under `slackMs` ago. */
export async function waitForFreshMinute(slackMs = 1_500): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute < slackMs) return;
  await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
}
