import type { Session } from '#contract/portal';
import { SCOPES, type Scope } from '#contract/scopes';
import { useSession } from './session-query';

/** The session's scopes; a v1 server that omits them grants every scope to a session. */
export function sessionScopes(session: Session): readonly string[] {
  return session.scopes ?? SCOPES;
}

export function hasScope(session: Session, scope: Scope): boolean {
  return sessionScopes(session).includes(scope);
}

/** For hiding write actions the signed-in user cannot take (e.g. a viewer). */
export function useHasScope(scope: Scope): boolean {
  return hasScope(useSession(), scope);
}

/** A member limited to some sites: every list, count and site choice the server answers holds only theirs. */
export function isLimitedToSites(session: Session): boolean {
  return session.member !== undefined && session.member.sites !== 'all';
}

export function useLimitedToSites(): boolean {
  return isLimitedToSites(useSession());
}
