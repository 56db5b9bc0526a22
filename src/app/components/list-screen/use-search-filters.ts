import { getRouteApi, type RegisteredRouter, type RouteIds } from '@tanstack/react-router';

type RouteId = RouteIds<RegisteredRouter['routeTree']>;

/** A list route's validated search and a setter for some of its filters, keeping the rest. */
export function useSearchFilters<TId extends RouteId>(routeId: TId) {
  const route = getRouteApi(routeId);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  type Search = typeof search;
  // Replace, not push: changing a filter is not a step back-navigation should retrace.
  const set = (patch: Partial<Search>) =>
    void navigate({ search: ((prev: Search) => ({ ...prev, ...patch })) as never, replace: true });
  return [search, set] as const;
}
