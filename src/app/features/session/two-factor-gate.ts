import type { Session } from '#contract/session';

/** The account requires a second factor and this person has none yet: the server refuses all but its setup. */
export function mustSetUpTwoFactor(session: Session): boolean {
  return session.two_factor?.required === true && !session.two_factor.enabled;
}

/**
 * Whether a signed-in screen at `pathname` must send the person to the security settings instead: while
 * two-factor must be set up, they (where it is set up) are the one screen such a session may use. A
 * trailing slash is sent there too, which then opens.
 */
export function mustLeaveForTwoFactor(session: Session, pathname: string): boolean {
  return mustSetUpTwoFactor(session) && pathname !== '/settings/security';
}
