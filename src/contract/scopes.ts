import * as z from 'zod/mini';

export const SCOPES = [
  'parts:read',
  'parts:write',
  'orders:read',
  'orders:write',
  'invoices:read',
  'events:read',
  'webhooks:read',
  'webhooks:write',
  'sites:read',
  'sites:write',
  'audit:read',
] as const;
export type Scope = (typeof SCOPES)[number];
export const scopeSchema = z.enum(SCOPES);
export const READ_SCOPES = SCOPES.filter((scope) => scope.endsWith(':read'));
