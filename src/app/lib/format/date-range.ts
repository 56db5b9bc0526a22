import { useState } from 'react';

interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** A from-date after the to-date (YYYY-MM-DD compares as text); the server would refuse it with a 400. */
export function isReversedRange({ from, to }: DateRange): boolean {
  return from !== undefined && to !== undefined && from > to;
}

/** The filters without their date range: what to show for a reversed range when nothing better is known. */
export function withoutRange<T extends DateRange>(filters: T): T {
  return { ...filters, from: undefined, to: undefined };
}

/**
 * The filters to list with: these, or while their range is reversed, the last good ones, so the
 * list the user was reading stays (the mistake is explained next to the filter, not by an error page).
 */
export function useLastGoodFilters<T extends DateRange>(filters: T): T {
  const reversed = isReversedRange(filters);
  const key = JSON.stringify(filters);
  const [good, setGood] = useState(() => ({ key, filters: reversed ? withoutRange(filters) : filters }));
  // Storing what the last render saw (react.dev: "storing information from previous renders").
  if (!reversed && key !== good.key) setGood({ key, filters });
  return reversed ? good.filters : filters;
}
