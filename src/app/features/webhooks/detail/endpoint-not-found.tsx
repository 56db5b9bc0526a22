import { Link } from '@tanstack/react-router';
import { EmptyState } from '#app/components/ui/empty-state';

export function EndpointNotFound() {
  return (
    <EmptyState
      title="Webhook endpoint not found"
      action={
        <Link to="/settings/webhooks" className="touch-target font-medium">
          All webhook endpoints
        </Link>
      }
    >
      It may have been deleted, or this server does not offer webhooks.
    </EmptyState>
  );
}
