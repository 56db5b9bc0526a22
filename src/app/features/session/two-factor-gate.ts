import type { Session } from '#contract/portal';

/** The account requires a second factor and this person has none yet: the server refuses all but its setup. */
export function mustSetUpTwoFactor(session: Session): boolean {
  return session.two_factor?.required === true && !session.two_factor.enabled;
}

/**
 * Where a signed-in screen at `pathname` must send the person instead, or null to let it open: while
 * two-factor must be set up, the security settings (where it is) are the one screen such a session may use.
 */
export function twoFactorRedirect(session: Session, pathname: string): '/settings/security' | null {
  return mustSetUpTwoFactor(session) && !/^\/settings\/security\/?$/.test(pathname) ? '/settings/security' : null;
}
