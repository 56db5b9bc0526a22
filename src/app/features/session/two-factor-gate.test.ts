import { describe, expect, it } from 'vitest';
import type { Session } from '#contract/portal';
import { session } from '#app/testing/members-fixtures';
import { mustSetUpTwoFactor, twoFactorRedirect } from './two-factor-gate';

const withTwoFactor = (two_factor: Session['two_factor']): Session => ({ ...session('manager'), two_factor });

describe('the two-factor gate', () => {
  it('sends every signed-in screen to the security settings while required and not set up', () => {
    const gated = withTwoFactor({ enabled: false, required: true });
    expect(mustSetUpTwoFactor(gated)).toBe(true);
    expect(twoFactorRedirect(gated, '/')).toBe('/settings/security');
    expect(twoFactorRedirect(gated, '/parts')).toBe('/settings/security');
    expect(twoFactorRedirect(gated, '/settings')).toBe('/settings/security');
    expect(twoFactorRedirect(gated, '/settings/security-other')).toBe('/settings/security');
  });

  it('lets the security settings themselves open, with or without a trailing slash', () => {
    const gated = withTwoFactor({ enabled: false, required: true });
    expect(twoFactorRedirect(gated, '/settings/security')).toBeNull();
    expect(twoFactorRedirect(gated, '/settings/security/')).toBeNull();
  });

  it('lets everything open once set up, when not required, or on a server that says nothing of two-factor', () => {
    for (const s of [
      withTwoFactor({ enabled: true, required: true }),
      withTwoFactor({ enabled: false, required: false }),
      withTwoFactor({ enabled: true, required: false }),
      session('owner'),
    ]) {
      expect(mustSetUpTwoFactor(s)).toBe(false);
      expect(twoFactorRedirect(s, '/parts')).toBeNull();
    }
  });
});
