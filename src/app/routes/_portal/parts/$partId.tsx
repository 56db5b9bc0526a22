import { createFileRoute } from '@tanstack/react-router';
import { PartDetailPage } from '#app/features/parts/detail/part-detail-page';
import { PartDetailPendingPage } from '#app/features/parts/detail/part-detail-pending-page';
import { loadPart } from '#app/features/parts/api/part-loader';
import { PartNotFound } from '#app/features/parts/detail/part-not-found';

export const Route = createFileRoute('/_portal/parts/$partId')({
  loader: ({ context: { queryClient }, params }) => loadPart(queryClient, params.partId),
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.internal_label ?? 'Part'} · Parts · Whetstone` }] }),
  pendingComponent: PartDetailPendingPage,
  notFoundComponent: PartNotFound,
  component: PartRoute,
});

function PartRoute() {
  return <PartDetailPage partId={Route.useParams().partId} />;
}
