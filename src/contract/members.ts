import * as z from 'zod/mini';
import { idSchema, recordEnvelope, timestampSchema } from './common';
import { memberSitesSchema } from './member-sites';
import { SCOPES, type Scope } from './scopes';
import { newPasswordSchema } from './sign-in-security';

/** What a member may do in the account: docs/members-and-roles.md has the whole table. */
export const MEMBER_ROLES = ['owner', 'admin', 'manager', 'accounts_payable', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const memberRoleSchema = z.enum(MEMBER_ROLES);

/** Roles that run the account (members, API keys, webhooks, the audit log): always every site. */
export const ACCOUNT_WIDE_ROLES: readonly MemberRole[] = ['owner', 'admin'];

const READ = (scope: Scope) => scope.endsWith(':read');
const without = (scopes: readonly Scope[], ...left: Scope[]) => scopes.filter((scope) => !left.includes(scope));

/** The v1 scopes a session of each role holds (for every site; a site-limited member holds fewer, server/auth/roles.ts). */
export const ROLE_SCOPES: Record<MemberRole, readonly Scope[]> = {
  owner: SCOPES,
  admin: SCOPES,
  manager: ['parts:read', 'parts:write', 'orders:read', 'orders:write', 'invoices:read', 'events:read', 'sites:read'],
  accounts_payable: ['parts:read', 'orders:read', 'invoices:read', 'sites:read'],
  viewer: without(SCOPES.filter(READ), 'audit:read'),
};

export type { MemberSites } from './member-sites';

export const memberSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.string(),
  sites: memberSitesSchema,
  two_factor: z.boolean(),
  last_signed_in_at: z.nullable(timestampSchema),
  created_at: timestampSchema,
});
export type Member = z.infer<typeof memberSchema>;
export const memberListResponseSchema = z.object({ data: z.array(memberSchema) });
export const memberResponseSchema = recordEnvelope(memberSchema);

/** At most this many sites in a member's or an invitation's list. */
export const MAX_MEMBER_SITES = 200;
const sitesInputSchema = z.union([z.literal('all'), z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_MEMBER_SITES))]);

export const memberUpdateSchema = z.strictObject({
  role: z.optional(memberRoleSchema),
  sites: z.optional(sitesInputSchema),
});
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export const invitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: z.string(),
  sites: memberSitesSchema,
  invited_by: z.string(),
  created_at: timestampSchema,
  last_sent_at: timestampSchema,
  expires_at: timestampSchema,
  /** pending | expired (accepted and revoked invitations leave the list). */
  status: z.enum(['pending', 'expired']),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListResponseSchema = z.object({ data: z.array(invitationSchema) });
export const invitationResponseSchema = recordEnvelope(invitationSchema);

export const invitationCreateSchema = z.strictObject({
  email: z.pipe(
    z.pipe(
      z.string(),
      z.transform((s) => s.trim().toLowerCase()),
    ),
    z.email().check(z.maxLength(320)),
  ),
  role: memberRoleSchema,
  sites: sitesInputSchema,
});
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

export const invitationAcceptSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Needed when the invitation makes a new person; ignored when a signed-in person accepts. */
  name: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((s) => s.trim()),
      ),
      z.string().check(z.minLength(1), z.maxLength(100)),
    ),
  ),
  password: z.optional(newPasswordSchema),
});
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

/** What an invitation link shows before it is accepted (GET /portal/invitations/lookup?token=). */
export const invitationPreviewSchema = z.object({
  account_name: z.string(),
  email: z.string(),
  role: z.string(),
  invited_by: z.string(),
  expires_at: timestampSchema,
  /** The address already has a person here: accepting asks for their password instead of a new one. */
  existing_person: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const invitationPreviewResponseSchema = recordEnvelope(invitationPreviewSchema);
