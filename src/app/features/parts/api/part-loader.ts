import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '#app/lib/http/api-error';
import { partQueryOptions } from './part-query';

/** Fills the cache for the part screen; a 404 becomes the route's not-found screen. */
export async function loadPart(queryClient: QueryClient, partId: string) {
  try {
    return await queryClient.query(partQueryOptions(partId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
