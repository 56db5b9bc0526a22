import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '#server/api-error';
import { canManageMembers } from '#server/auth/roles';
import type { TeamActor } from '#server/domain/members/member-actor';
import type { AppEnv } from '#server/http/app-env';
import { requestContextOf } from '#server/http/audit-source';

/** The signed-in member making a change to the team (the mount makes sure there is one). */
export function teamActorOf(c: Context<AppEnv>): TeamActor {
  const caller = c.get('caller');
  const member = caller.member;
  if (!member) throw new ApiError('forbidden', 'Sign in to the portal to manage the team.');
  return { accountId: caller.accountId, memberId: member.id, name: member.name, role: member.role, context: requestContextOf(c) };
}

/** Members and invitations are for the roles that run the account; anyone may still leave (DELETE of themselves). */
export function requireTeamManager(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const member = c.get('caller').member;
    const leaving = c.req.method === 'DELETE' && member !== undefined && c.req.path.endsWith(`/members/${member.id}`);
    if (!leaving && !canManageMembers(member?.role ?? '')) {
      throw new ApiError('forbidden', 'Only owners and admins can manage members and invitations.');
    }
    await next();
  };
}
