import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Part } from '#contract/parts';
import { partKeys } from '#app/features/parts/api/part-query';
import { partsKeys } from '#app/features/parts/api/parts-list-query';
import { sendUpdatePart } from '#app/features/parts/api/send-update-part';
import { sitesKeys } from './api/sites-query';

/**
 * PATCH /v1/parts/:id {site_id}: not optimistic, as the server may refuse (the part went into an
 * order meanwhile) and the answer brings the move's history entry.
 */
export function useMovePart(partId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteId: string) => sendUpdatePart(partId, { site_id: siteId }),
    retry: false,
    onSuccess: ({ data }) => queryClient.setQueryData<Part>(partKeys.detail(partId), data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partsKeys.all }),
        // Each site's part_count changes.
        queryClient.invalidateQueries({ queryKey: sitesKeys.all }),
      ]),
  });
}
