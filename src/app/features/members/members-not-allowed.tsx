import { Link } from '@tanstack/react-router';
import { Alert } from '#app/components/ui/alert';
import { PageHeader } from '#app/components/ui/page-header';

export function MembersNotAllowed() {
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/settings" className="touch-target">
          ← Settings
        </Link>
      </p>
      <PageHeader title="Members" />
      <Alert tone="info" title="Only owners and admins manage members">
        <p>Ask an owner or admin of this account to invite someone or to change what a member may do.</p>
      </Alert>
    </>
  );
}
