import { useNavigate, useSearch } from '@tanstack/react-router';

/**
 * One string search param of the current route, read and written in place
 * (replace, not push: changing a filter is not a step back-navigation should
 * retrace). An empty value removes the param.
 */
export function useSearchParam(name: string): [string, (next: string) => void] {
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const raw = search[name];
  const value = typeof raw === 'string' ? raw : '';

  function set(next: string) {
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, [name]: next === '' ? undefined : next }),
      replace: true,
    } as never);
  }
  return [value, set];
}
