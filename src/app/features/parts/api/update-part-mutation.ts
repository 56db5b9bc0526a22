import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Part } from '#contract/parts';
import { sendUpdatePart } from './send-update-part';
import { partKeys } from './part-query';
import { partsKeys } from './parts-list-query';

export type PartEdits = Required<Pick<Part, 'internal_label' | 'serial_number' | 'manufacturer' | 'model'>>;

/**
 * PATCH /v1/parts/:id, optimistic: the detail shows the new values at once and goes back
 * to what it was if the server refuses; the server's answer (or a refetch) has the last word.
 */
export function useUpdatePart(id: string) {
  const queryClient = useQueryClient();
  const key = partKeys.detail(id);
  return useMutation({
    mutationFn: (changes: PartEdits) => sendUpdatePart(id, changes),
    retry: false,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Part>(key);
      if (previous) queryClient.setQueryData<Part>(key, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData<Part>(key, context.previous);
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData<Part>(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: partsKeys.lists() }),
  });
}
