import type { Hono } from 'hono';
import { createApp } from '#server/app';
import { hashPassword } from '#server/auth/password';
import { newId } from '#server/auth/tokens';
import type { ServerConfig } from '#server/config/config';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import type { MemberRole } from '#contract/members';
import { insertPersonMember } from '#server/domain/members/new-member';
import type { Scope } from '#contract/scopes';
import type { AppDeps } from '#server/app-deps';
import type { AppEnv } from '#server/http/app-env';
import { insertApiKey } from '#server/domain/api-keys/api-key-store';
import type { Logger } from '#server/logger';
import { checkAgainstOpenApi } from './openapi-response-check';
import { createTestDatabase } from './test-database';

export interface TestAccount {
  accountId: string;
  userId: string;
  /** The account's first member (an owner unless `role` said otherwise). */
  memberId: string;
  email: string;
  password: string;
  /** Inserts an API key row for this account and returns its secret. */
  createKey(scopes: readonly Scope[], opts?: { expiresAt?: Date | null }): Promise<string>;
  /** Signs in through POST /portal/session; returns the Cookie header value and the csrf token. */
  signIn(): Promise<SignedIn>;
  /** Another person of the account with this role over these sites (null or left out: every site). */
  addMember(opts: { role: MemberRole; siteIds?: string[] | null }): Promise<TestMember>;
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
}

interface TestMember {
  userId: string;
  memberId: string;
  email: string;
  signIn(): Promise<SignedIn>;
}

export interface TestApp {
  app: Hono<AppEnv>;
  db: Db;
  deps: AppDeps;
  clock: { now(): Date; set(d: Date): void; advance(ms: number): void };
  /** app.request with a base of http://127.0.0.1 */
  request(path: string, init?: RequestInit): Promise<Response>;
  createAccount(opts?: { plan?: string; name?: string; role?: MemberRole }): Promise<TestAccount>;
  /**
   * Another app on the same database, as a second server process would be: on
   * PostgreSQL with its own connections, on PGlite (one process only) sharing them.
   */
  secondInstance(): Promise<{ app: Hono<AppEnv>; deps: AppDeps; request(path: string, init?: RequestInit): Promise<Response> }>;
  close(): Promise<void>;
}

export const TEST_CONFIG: ServerConfig = {
  port: 0,
  host: '127.0.0.1',
  cdnPort: 5999,
  cdnUrl: 'http://127.0.0.1:5999',
  dataDir: '.data-test',
  databaseUrl: undefined,
  rateLimitPerMinute: 1_000_000,
  rateLimitPerDay: 1_000_000,
  sandbox: true,
  simulatorIntervalMs: 0,
  sandboxTimeScale: 1,
  sessionSecret: 'test-session-secret-0123456789abcdef0123456789abcdef',
  demoPassword: 'whetstone-demo',
  portalDir: undefined,
  mailFrom: 'Whetstone <no-reply@whetstone.test>',
  portalUrl: 'http://127.0.0.1:4173',
};

/** Every test account shares one password; hashing it once keeps tests fast. */
const TEST_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | undefined;

/** The real app over a real (cloned) PGlite, with a clock the test controls. */
export async function createTestApp(
  opts: { config?: Partial<ServerConfig>; now?: Date; logger?: Logger } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  let current = new Date(opts.now ?? Date.now());
  const clock = {
    now: () => new Date(current),
    set: (d: Date) => {
      current = new Date(d);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
  const deps: AppDeps = {
    db: database.db,
    config: { ...TEST_CONFIG, ...opts.config },
    now: clock.now,
    ...(opts.logger && { logger: opts.logger }),
  };
  const app = createApp(deps);
  // Every response a server test sees must be one the OpenAPI document describes.
  const request = async (path: string, init?: RequestInit) => {
    const url = new URL(path, 'http://127.0.0.1').toString();
    const res = await app.request(url, init);
    await checkAgainstOpenApi(init?.method ?? 'GET', url, res, { sandbox: deps.config.sandbox });
    return res;
  };
  let accountCount = 0;
  let memberCount = 0;

  async function signInAs(email: string): Promise<SignedIn> {
    const res = await request('/portal/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    const setCookie = res.headers.get('Set-Cookie') ?? '';
    const cookie = setCookie.split(';')[0] ?? '';
    const body = (await res.json()) as { data: { csrf_token: string } };
    return { cookie, csrfToken: body.data.csrf_token };
  }

  async function createAccount(accountOpts: { plan?: string; name?: string; role?: MemberRole } = {}): Promise<TestAccount> {
    accountCount += 1;
    const accountId = newId('acct');
    const email = `user${accountCount}-${accountId.slice(-6).toLowerCase()}@example.test`;
    passwordHash ??= hashPassword(TEST_PASSWORD);
    await database.db.insert(accounts).values({
      id: accountId,
      name: accountOpts.name ?? `Test Account ${accountCount}`,
      plan: accountOpts.plan ?? 'enterprise',
      createdAt: clock.now(),
    });
    const { userId, memberId } = await insertPersonMember(database.db, {
      accountId,
      email,
      name: `Test User ${accountCount}`,
      passwordHash: await passwordHash,
      role: accountOpts.role ?? 'owner',
      siteIds: null,
      now: clock.now(),
    });
    return {
      accountId,
      userId,
      memberId,
      email,
      password: TEST_PASSWORD,
      async createKey(scopes, keyOpts = {}) {
        const { secret } = await insertApiKey(database.db, {
          accountId,
          name: `key for ${scopes.join(' ')}`,
          scopes,
          expiresAt: keyOpts.expiresAt ?? null,
          now: clock.now(),
        });
        return secret;
      },
      signIn: () => signInAs(email),
      async addMember({ role, siteIds = null }) {
        memberCount += 1;
        const memberEmail = `member${memberCount}-${role}@${accountId.slice(-6).toLowerCase()}.example.test`;
        const added = await insertPersonMember(database.db, {
          accountId,
          email: memberEmail,
          name: `Test Member ${memberCount}`,
          passwordHash: await passwordHash!,
          role,
          siteIds,
          now: clock.now(),
        });
        return { ...added, email: memberEmail, signIn: () => signInAs(memberEmail) };
      },
    };
  }

  async function secondInstance() {
    const db = database.connectAgain ? (await database.connectAgain()).db : database.db;
    const secondDeps: AppDeps = { ...deps, db };
    const secondApp = createApp(secondDeps);
    return {
      app: secondApp,
      deps: secondDeps,
      request: async (path: string, init?: RequestInit) => secondApp.request(new URL(path, 'http://127.0.0.1').toString(), init),
    };
  }

  return { app, db: database.db, deps, clock, request, createAccount, secondInstance, close: database.close };
}
