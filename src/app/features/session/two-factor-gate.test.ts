import { describe, expect, it } from 'vitest';
import type { Session } from '#contract/portal';
import { session } from '#app/testing/members-fixtures';
import { mustLeaveForTwoFactor, mustSetUpTwoFactor } from './two-factor-gate';

const withTwoFactor = (two_factor: Session['two_factor']): Session => ({ ...session('manager'), two_factor });

describe('the two-factor gate', () => {
  it('sends every signed-in screen to the security settings while required and not set up', () => {
    const gated = withTwoFactor({ enabled: false, required: true });
    expect(mustSetUpTwoFactor(gated)).toBe(true);
    for (const path of ['/', '/parts', '/settings', '/settings/members', '/settings/security-other']) {
      expect(mustLeaveForTwoFactor(gated, path)).toBe(true);
    }
  });

  it('lets the security settings themselves open', () => {
    expect(mustLeaveForTwoFactor(withTwoFactor({ enabled: false, required: true }), '/settings/security')).toBe(false);
  });

  it('lets everything open once set up, when not required, or on a server that says nothing of two-factor', () => {
    for (const s of [
      withTwoFactor({ enabled: true, required: true }),
      withTwoFactor({ enabled: false, required: false }),
      withTwoFactor({ enabled: true, required: false }),
      session('owner'),
    ]) {
      expect(mustSetUpTwoFactor(s)).toBe(false);
      expect(mustLeaveForTwoFactor(s, '/parts')).toBe(false);
    }
  });
});
