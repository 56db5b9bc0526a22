/**
 * Each action in words. Written out rather than taken from the contract, so the route's first load
 * does not carry the contract's schemas; an action this list does not know reads as its code.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'session.signed_in': 'Signed in',
  'session.sign_in_failed': 'Sign-in failed (wrong password or code)',
  'session.signed_out': 'Signed out',
  'session.revoked': 'Another session signed out',
  'password.reset': 'Password reset',
  'two_factor.enabled': 'Two-factor sign-in turned on',
  'two_factor.disabled': 'Two-factor sign-in turned off',
  'two_factor.recovery_code_used': 'Signed in with a recovery code',
  'two_factor.recovery_codes_regenerated': 'New recovery codes made',
  'two_factor.requirement_changed': 'Two-factor requirement changed',
  'member.invited': 'Member invited',
  'member.joined': 'Member joined',
  'member.updated': 'Member’s role or sites changed',
  'member.removed': 'Member removed',
  'ownership.transferred': 'Ownership transferred',
  'invitation.resent': 'Invitation sent again',
  'invitation.revoked': 'Invitation withdrawn',
  'api_key.created': 'API key created',
  'api_key.rolled': 'API key rolled',
  'api_key.revoked': 'API key revoked',
  'webhook_endpoint.created': 'Webhook endpoint added',
  'webhook_endpoint.updated': 'Webhook endpoint changed',
  'webhook_endpoint.deleted': 'Webhook endpoint deleted',
  'webhook_endpoint.secret_rolled': 'Webhook signing secret rolled',
  'site.created': 'Site added',
  'site.archived': 'Site archived',
  'notification_preferences.updated': 'Notification choices changed',
  'billing_contact.added': 'Billing contact added',
  'billing_contact.removed': 'Billing contact removed',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}
