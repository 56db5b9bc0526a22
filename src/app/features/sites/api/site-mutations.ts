import { useQueryClient } from '@tanstack/react-query';
import { siteResponseSchema, type SiteCreate, type SiteUpdate } from '#contract/sites';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { useSubmission } from '#app/lib/hooks/use-submission';
import { sitesKeys } from './sites-query';

const path = (id: string, rest = '') => `/v1/sites/${encodeURIComponent(id)}${rest}`;

export function useCreateSite(onDone: () => void) {
  const queryClient = useQueryClient();
  return useSubmission({
    send: (values: SiteCreate, idempotencyKey) =>
      apiRequest({ method: 'POST', path: '/v1/sites', body: values, schema: siteResponseSchema, idempotencyKey }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sitesKeys.all });
      onDone();
    },
  });
}

/** A PATCH answers the same however often it is sent; useSubmission still guards a double click. */
export function useUpdateSite(id: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useSubmission({
    send: (values: SiteUpdate) => apiRequest({ method: 'PATCH', path: path(id), body: values, schema: siteResponseSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sitesKeys.all });
      onDone();
    },
  });
}

/** Archiving moves the site's parts too: their lists and counts refresh with the sites. */
export function useArchiveSite(id: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useSubmission({
    send: (moveTo: string, idempotencyKey) =>
      apiRequest({
        method: 'POST',
        path: path(id, '/archive'),
        body: { move_parts_to: moveTo },
        schema: siteResponseSchema,
        idempotencyKey,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sitesKeys.all }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.parts }),
      ]);
      onDone();
    },
  });
}
