import type { Context } from 'hono';
import { SYSTEM_ACTOR, type AuditActor, type AuditContext, type AuditSource } from '#server/domain/audit/record-audit';
import type { AppEnv, Caller } from '#server/http/app-env';
import { clientIp } from '#server/http/middleware/limits/client-ip';

/** Where the request came from: the peer address (null when there is no socket) and the User-Agent header. */
export function requestContextOf(c: Context<AppEnv>): AuditContext {
  const ip = clientIp(c);
  return { ip: ip === 'unknown' ? null : ip, userAgent: c.req.header('User-Agent') ?? null };
}

/** The caller as an audit entry names it: the session's member or the API key, by id and name. */
export function auditActorOf(caller: Caller): AuditActor {
  if (caller.member) return { type: 'member', id: caller.member.id, name: caller.member.name };
  if (caller.apiKeyId) return { type: 'api_key', id: caller.apiKeyId, name: caller.apiKeyName ?? '' };
  return SYSTEM_ACTOR;
}

/** Who asks for this request's change and from where, as plain data for a domain command's audit entry. */
export function auditSourceOf(c: Context<AppEnv>): AuditSource {
  return { actor: auditActorOf(c.get('caller')), context: requestContextOf(c) };
}

/** The session's member as a record's `created_by`; an API key creates records by nobody's name. */
export function createdByOf(caller: Caller): { memberId: string; name: string } | undefined {
  return caller.member ? { memberId: caller.member.id, name: caller.member.name } : undefined;
}
