import { getRouteApi } from '@tanstack/react-router';
import { EmptyState } from '#app/components/ui/empty-state';
import { useSession } from '#app/features/session/session-query';
import { SandboxMailScreen } from './sandbox-mail-screen';

const route = getRouteApi('/_portal/sandbox/mail');

/** /sandbox/mail: the caught mail on a sandbox server; elsewhere, a plain word that there is none. */
export function SandboxMailPage() {
  const { sandbox } = useSession();
  const { message } = route.useSearch();
  const navigate = route.useNavigate();
  if (!sandbox) {
    return <EmptyState title="No sandbox mail here">This server sends real mail; only a sandbox server catches it.</EmptyState>;
  }
  return (
    <SandboxMailScreen messageId={message} onOpen={(id) => void navigate({ search: (prev) => ({ ...prev, message: id }) })} />
  );
}
