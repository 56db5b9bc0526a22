import { describe, expect, it } from 'vitest';
import { apiKeyCreateSchema, apiKeyRollSchema, signInSchema } from './portal';

const key = (overrides: Record<string, unknown>) => ({ name: 'CI', scopes: ['parts:read'], expires_at: null, ...overrides });

describe('signInSchema', () => {
  it('takes an email and a password', () => {
    expect(signInSchema.parse({ email: 'a@b.c', password: 'x' })).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it('refuses an empty email or password, and anything longer than 320 / 1024 characters', () => {
    expect(signInSchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
    expect(signInSchema.safeParse({ email: 'a@b.c', password: '' }).success).toBe(false);
    expect(signInSchema.safeParse({ email: 'e'.repeat(320), password: 'p'.repeat(1024) }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'e'.repeat(321), password: 'x' }).success).toBe(false);
    expect(signInSchema.safeParse({ email: 'a@b.c', password: 'p'.repeat(1025) }).success).toBe(false);
  });

  it('refuses unknown fields', () => {
    expect(signInSchema.safeParse({ email: 'a@b.c', password: 'x', remember: true }).success).toBe(false);
  });
});

describe('apiKeyCreateSchema', () => {
  it('trims the name before checking its length', () => {
    expect(apiKeyCreateSchema.parse(key({ name: '  CI deploy  ' })).name).toBe('CI deploy');
    expect(apiKeyCreateSchema.safeParse(key({ name: '   ' })).success).toBe(false);
    expect(apiKeyCreateSchema.safeParse(key({ name: ` ${'n'.repeat(100)} ` })).success).toBe(true);
    expect(apiKeyCreateSchema.safeParse(key({ name: 'n'.repeat(101) })).success).toBe(false);
  });

  it('needs at least one known scope', () => {
    expect(apiKeyCreateSchema.safeParse(key({ scopes: [] })).success).toBe(false);
    expect(apiKeyCreateSchema.safeParse(key({ scopes: ['parts:delete'] })).success).toBe(false);
    expect(apiKeyCreateSchema.parse(key({ scopes: ['orders:write', 'invoices:read'] })).scopes).toEqual([
      'orders:write',
      'invoices:read',
    ]);
  });

  it('takes a UTC expiry or null, but the field must be sent', () => {
    expect(apiKeyCreateSchema.parse(key({ expires_at: '2027-01-01T00:00:00.000Z' })).expires_at).toBe('2027-01-01T00:00:00.000Z');
    expect(apiKeyCreateSchema.safeParse({ name: 'CI', scopes: ['parts:read'] }).success).toBe(false);
    expect(apiKeyCreateSchema.safeParse(key({ expires_at: 'tomorrow' })).success).toBe(false);
  });

  it('refuses unknown fields', () => {
    expect(apiKeyCreateSchema.safeParse(key({ secret: 'mine' })).success).toBe(false);
  });
});

describe('apiKeyRollSchema', () => {
  it('needs the old secret expiry as a UTC timestamp and nothing else', () => {
    expect(apiKeyRollSchema.safeParse({ old_secret_expires_at: '2026-12-01T00:00:00.000Z' }).success).toBe(true);
    expect(apiKeyRollSchema.safeParse({}).success).toBe(false);
    expect(apiKeyRollSchema.safeParse({ old_secret_expires_at: '2026-12-01T00:00:00.000Z', grace: 1 }).success).toBe(false);
  });
});
