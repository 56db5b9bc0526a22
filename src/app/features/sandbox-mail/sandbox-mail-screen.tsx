import { Suspense } from 'react';
import { PageHeader } from '#app/components/ui/page-header';
import { Skeleton } from '#app/components/ui/skeleton';
import { useSandboxMail, useSandboxMailMessage } from './api/sandbox-mail-query';
import { MailList } from './mail-list';
import { MailMessage } from './mail-message';

function OpenMessage({ id }: { id: string }) {
  return <MailMessage message={useSandboxMailMessage(id)} />;
}

interface SandboxMailScreenProps {
  /** The open message (the screen's `message` search parameter), if any. */
  messageId: string | undefined;
  onOpen: (id: string) => void;
}

/** The sandbox's mailbox: what the built-in catcher received that this member may read, and one message opened. */
export function SandboxMailScreen({ messageId, onOpen }: SandboxMailScreenProps) {
  const messages = useSandboxMail();
  return (
    <>
      <PageHeader
        title="Sandbox mail"
        description="Mail this sandbox sent, caught before it left: nothing here reached a real mailbox."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <MailList messages={messages} selectedId={messageId} onOpen={onOpen} />
        {messageId ? (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <OpenMessage id={messageId} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
