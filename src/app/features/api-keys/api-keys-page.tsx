import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SCOPES } from '#contract/scopes';
import { Button } from '#app/components/ui/button';
import { EmptyState } from '#app/components/ui/empty-state';
import { PageHeader } from '#app/components/ui/page-header';
import { useSession } from '#app/features/session/session-query';
import { hasScope } from '#app/features/session/session-scopes';
import { useApiKeys } from './api/api-keys-query';
import { ApiKeysTable, type KeyAction } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import { RollApiKeyDialog } from './roll-api-key-dialog';
import { API_KEYS_HEADING } from '#contract/screen-headings';

const KEY_MANAGERS = ['owner', 'admin'];

type Open = { kind: 'create' } | KeyAction | null;

export function ApiKeysPage() {
  const session = useSession();
  const keys = useApiKeys();
  const [open, setOpen] = useState<Open>(null);
  // Owners and admins manage keys, holding every scope (a key could otherwise carry a scope its
  // creator lacks); a server that does not say the member's role goes by the scopes alone.
  const role = session.member?.role;
  const canManage = SCOPES.every((scope) => hasScope(session, scope)) && (role === undefined || KEY_MANAGERS.includes(role));
  const close = () => setOpen(null);

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/settings" className="touch-target">
          ← Settings
        </Link>
      </p>
      <PageHeader
        title="API keys"
        description={API_KEYS_HEADING.description}
        actions={canManage ? <Button onClick={() => setOpen({ kind: 'create' })}>Create key</Button> : null}
      />
      {session.account.plan === 'enterprise' ? null : (
        <p
          role="note"
          className="mb-4 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
        >
          Your account is not on the Enterprise plan, so the v1 API refuses every key (403 plan_not_eligible) until it is
          upgraded.
        </p>
      )}
      {canManage ? null : (
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          You can see this account’s keys, but creating, rolling and revoking them is for owners and admins.
        </p>
      )}
      {keys.length === 0 ? (
        <EmptyState title="No API keys yet">Create a key to call the v1 API from your own systems.</EmptyState>
      ) : (
        <ApiKeysTable keys={keys} onAction={canManage ? setOpen : undefined} />
      )}
      {open?.kind === 'create' ? <CreateApiKeyDialog onClose={close} /> : null}
      {open?.kind === 'roll' ? <RollApiKeyDialog apiKey={open.key} onClose={close} /> : null}
      {open?.kind === 'revoke' ? <RevokeApiKeyDialog apiKey={open.key} onClose={close} /> : null}
    </>
  );
}
