import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotFolder } from '#server/testing/folder-snapshot';
import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ws-config-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 4173,
      host: '127.0.0.1',
      cdnPort: 4174,
      cdnUrl: 'http://127.0.0.1:4174',
      dataDir: dir,
      databaseUrl: undefined,
      rateLimitPerMinute: 120,
      rateLimitPerDay: 50_000,
      sandbox: true,
      simulatorIntervalMs: 2000,
      sandboxTimeScale: 1,
      demoPassword: 'whetstone-demo',
      portalDir: undefined,
      portalApiOrigin: undefined,
      portalOrigins: [],
    });
  });

  it('prints the sandbox seller on invoices, marked as test details until every bank detail is configured', () => {
    expect(loadConfig({ DATA_DIR: dir }).seller).toMatchObject({
      name: 'Whetstone Tool Servicing, Inc. (sandbox)',
      testDetails: true,
    });
    const bank = {
      INVOICE_BANK_NAME: 'First Edge Bank',
      INVOICE_BANK_ACCOUNT_NAME: 'Edge Works LLC',
      INVOICE_BANK_ROUTING_NUMBER: '123456789',
    };
    const partly = loadConfig({ DATA_DIR: dir, ...bank, INVOICE_SELLER_ADDRESS: '1 Main St; Springfield, IL 62701; ' });
    expect(partly.seller).toMatchObject({ addressLines: ['1 Main St', 'Springfield, IL 62701'], testDetails: true });
    const whole = loadConfig({
      DATA_DIR: dir,
      ...bank,
      INVOICE_BANK_ACCOUNT_NUMBER: '42',
      INVOICE_SELLER_NAME: 'Edge Works LLC',
    });
    expect(whole.seller).toMatchObject({
      name: 'Edge Works LLC',
      bank: { bankName: 'First Edge Bank', accountName: 'Edge Works LLC', routingNumber: '123456789', accountNumber: '42' },
      testDetails: false,
    });
  });

  it('reads the pickup window rules, and reports each bad one', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      PICKUP_TIME_ZONE: 'Europe/Berlin',
      PICKUP_BUSINESS_DAYS: 'sat,mon',
      PICKUP_WINDOWS: '09:00-12:00,13:00-17:00',
      PICKUP_LEAD_BUSINESS_DAYS: '0',
      PICKUP_WINDOW_CAPACITY: '10',
      PICKUP_HOLIDAYS: '2026-12-24=Heiligabend,2026-12-31=Silvester',
    });
    expect(config.pickup).toMatchObject({
      timeZone: 'Europe/Berlin',
      businessDays: [1, 6],
      windows: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
      leadBusinessDays: 0,
      capacity: 10,
      horizonDays: 60,
    });
    expect([...config.pickup!.holidays]).toEqual([
      ['2026-12-24', 'Heiligabend'],
      ['2026-12-31', 'Silvester'],
    ]);
    expect(loadConfig({ DATA_DIR: dir, PICKUP_HOLIDAYS: 'none' }).pickup!.holidays.size).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).pickup!.holidays.get('2026-11-26')).toBe('Thanksgiving Day');
    const bad = {
      DATA_DIR: dir,
      PICKUP_TIME_ZONE: 'Mars/Olympus',
      PICKUP_BUSINESS_DAYS: 'mon,funday',
      PICKUP_WINDOWS: '10:00-11:00',
      PICKUP_WINDOW_CAPACITY: '0',
      PICKUP_HOLIDAYS: '2026-13-45=Nope',
    };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.split(' ')[0])).toEqual([
        'PICKUP_TIME_ZONE',
        'PICKUP_BUSINESS_DAYS',
        'PICKUP_WINDOWS',
        'PICKUP_WINDOW_CAPACITY',
        'PICKUP_HOLIDAYS',
      ]);
    }
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      PORT: '5100',
      HOST: '0.0.0.0',
      CDN_PORT: '5150',
      CDN_URL: 'https://cdn.example.com/',
      DATABASE_URL: 'postgres://u:p@db:5432/whetstone',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_DAY: '10',
      SIMULATOR_INTERVAL_MS: '0',
      SESSION_SECRET: 's'.repeat(32),
      DEMO_PASSWORD: 'pw',
      PORTAL_DIR: 'dist/portal',
      VITE_API_BASE_URL: 'https://api.example.com/base',
    });
    expect(config).toMatchObject({
      port: 5100,
      host: '0.0.0.0',
      cdnPort: 5150,
      cdnUrl: 'https://cdn.example.com',
      databaseUrl: 'postgres://u:p@db:5432/whetstone',
      rateLimitPerMinute: 0,
      rateLimitPerDay: 10,
      simulatorIntervalMs: 0,
      sessionSecret: 's'.repeat(32),
      demoPassword: 'pw',
      portalApiOrigin: 'https://api.example.com',
    });
    expect(config.portalDir).toMatch(/dist\/portal$/);
  });

  it('reads PORTAL_ORIGINS as exact origins, and names every entry that is not one', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      PORTAL_ORIGINS: ' https://app.example.com, http://127.0.0.1:4175 ,,https://app.example.com',
    });
    expect(config.portalOrigins).toEqual(['https://app.example.com', 'http://127.0.0.1:4175']);
    let error: ConfigError | undefined;
    try {
      loadConfig({ DATA_DIR: dir, PORTAL_ORIGINS: '*,https://App.example.com/,app.example.com,ftp://files.example.com' });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toEqual([
      'PORTAL_ORIGINS: "*" cannot be used: the portal sends its session cookie, and browsers refuse a cookie-carrying answer to any origin. List each origin.',
      'PORTAL_ORIGINS: "https://App.example.com/" must be exactly an origin, as browsers send it (scheme, host and port only, no path or trailing slash): "https://app.example.com"?',
      'PORTAL_ORIGINS: "app.example.com" is not an origin such as https://app.example.com.',
      'PORTAL_ORIGINS: "ftp://files.example.com" must start with https:// (or http://).',
    ]);
  });

  it('reads the mail settings: the catcher without SMTP_URL, the portal on this server without PORTAL_URL', () => {
    expect(loadConfig({ DATA_DIR: dir, PORT: '5200' })).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Whetstone <no-reply@whetstone.test>',
      portalUrl: 'http://127.0.0.1:5200',
      mailPollIntervalMs: 1000,
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        MAIL_FROM: 'Edge Works <billing@edge.example>',
        PORTAL_URL: 'https://portal.example.com/',
        MAIL_POLL_INTERVAL_MS: '50',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      mailFrom: 'Edge Works <billing@edge.example>',
      portalUrl: 'https://portal.example.com',
      mailPollIntervalMs: 50,
    });
  });

  it('refuses bad mail settings at once, without printing an SMTP password', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        DATA_DIR: dir,
        SMTP_URL: 'http://user:hunter2@mail.example.com',
        MAIL_FROM: 'Whetstone <not an address>',
        PORTAL_URL: 'ftp://portal.example.com',
        MAIL_POLL_INTERVAL_MS: '0',
      });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error!.problems.map((p) => p.split(' ')[0])).toEqual(['SMTP_URL', 'MAIL_FROM', 'PORTAL_URL', 'MAIL_POLL_INTERVAL_MS']);
    expect(error!.message).not.toContain('hunter2');
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_FROM: 'a@b.example\r\nBcc: x@y.example' })).toThrow(/MAIL_FROM/);
  });

  it('derives the content host from PORT', () => {
    expect(loadConfig({ DATA_DIR: dir, PORT: '5120' })).toMatchObject({ cdnPort: 5121, cdnUrl: 'http://127.0.0.1:5121' });
  });

  it('points the default content host URL at loopback when bound to every interface', () => {
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' }).cdnUrl).toBe('http://127.0.0.1:4174');
  });

  it('SANDBOX=off turns the simulator off too', () => {
    expect(loadConfig({ DATA_DIR: dir, SANDBOX: 'off' })).toMatchObject({ sandbox: false, simulatorIntervalMs: 0 });
  });

  it('reads SANDBOX_TIME_SCALE as a whole factor of at least 1', () => {
    expect(loadConfig({ DATA_DIR: dir, SANDBOX_TIME_SCALE: '60' }).sandboxTimeScale).toBe(60);
    expect(() => loadConfig({ DATA_DIR: dir, SANDBOX_TIME_SCALE: '0' })).toThrow(
      'SANDBOX_TIME_SCALE must be a whole number from 1',
    );
  });

  it('reports every invalid value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dir,
        PORT: 'abc',
        RATE_LIMIT_PER_MINUTE: '-1',
        SANDBOX: 'maybe',
        CDN_URL: 'ftp://x',
        DATABASE_URL: 'mysql://x',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    expect((error as Error).message).toContain('PORT must be a whole number');
    expect(() => loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: '5100', CDN_PORT: '5100' })).toThrow(/CDN_PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: '70000' })).toThrow(/PORT/);
  });

  it('generates a session secret once, keeps it private, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dir });
    const file = join(dir, 'session-secret');
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('refuses a damaged session-secret file, naming it, instead of replacing it', () => {
    const file = join(dir, 'session-secret');
    for (const damaged of ['', 'short\n', `${'x'.repeat(40)} with spaces\n`]) {
      writeFileSync(file, damaged);
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(file);
      expect(readFileSync(file, 'utf8')).toBe(damaged);
    }
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'y'.repeat(40) }).sessionSecret).toBe('y'.repeat(40));
  });

  /** The refusal's message, and the data folder before and after it. */
  function refusal(damage: (file: string) => void) {
    const file = join(dir, 'session-secret');
    damage(file);
    const before = snapshotFolder(dir);
    let message = '';
    try {
      loadConfig({ DATA_DIR: dir });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    return { file, message, unchanged: () => expect(snapshotFolder(dir)).toEqual(before) };
  }

  it('refuses a session-secret that is a directory, saying so, and leaves it alone', () => {
    const seen = refusal((file) => mkdirSync(file));
    expect(seen.message).toContain(`${seen.file} is a directory`);
    expect(seen.message).toMatch(/Move it out of .* or set SESSION_SECRET/);
    seen.unchanged();
  });

  it('refuses a session-secret that is a link to nowhere, instead of looping on it', () => {
    const seen = refusal((file) => symlinkSync('/nowhere/session-secret', file));
    expect(seen.message).toContain(`${seen.file} is a link to /nowhere/session-secret, which does not exist`);
    seen.unchanged();
  });

  it('refuses a session-secret that is a pipe, instead of waiting on it for ever', () => {
    const seen = refusal((file) => execFileSync('mkfifo', [file]));
    expect(seen.message).toContain(`${seen.file} is not a regular file`);
    seen.unchanged();
  });

  it.skipIf(process.getuid?.() === 0)('refuses a session-secret it cannot read, saying how to fix the permissions', () => {
    const seen = refusal((file) => {
      writeFileSync(file, `${'s'.repeat(40)}\n`);
      chmodSync(file, 0o000);
    });
    expect(seen.message).toContain(`${seen.file} cannot be read (EACCES)`);
    expect(seen.message).toMatch(/read access/);
    seen.unchanged();
  });

  it('refuses a DATA_DIR that is a file', () => {
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    expect(() => loadConfig({ DATA_DIR: file })).toThrow(`DATA_DIR (${file}) is a file, not a folder`);
  });
});
