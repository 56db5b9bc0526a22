import { summarise, timeSequential, type Summary } from './server-bench-stats';

const SAMPLES = 200;
/** The deep page: 200 pages of 100 in (rows 20,001–20,100), or the last page when fewer match. */
const DEEP_PAGES = 200;

/** Search, wear bounds and every sort: each query's first page, then a page deep in its cursor walk. */
export const PART_QUERIES = [
  'q=kessler',
  'q=ke-4',
  'wear_min=70',
  'wear_min=40&wear_max=69&sort=forecast_due_at',
  'sort=-wear_level',
  'sort=wear_level',
  'sort=forecast_due_at',
  'sort=-last_serviced_at',
];

export async function benchPartQueries(get: (path: string) => Promise<Response>): Promise<Summary[]> {
  const results: Summary[] = [];
  for (const query of PART_QUERIES) {
    const first = `/v1/parts?limit=100&${query}`;
    results.push(summarise(`${query}: first page`, await timeSequential(SAMPLES, () => get(first), 200)));
    let cursor = '';
    let pages = 1;
    for (; pages < DEEP_PAGES; pages++) {
      const body = (await (await get(`${first}${cursor}`)).json()) as { meta: { next_cursor: string | null } };
      if (!body.meta.next_cursor) break;
      cursor = `&after=${encodeURIComponent(body.meta.next_cursor)}`;
    }
    results.push(
      summarise(`${query}: page ${pages + (cursor ? 1 : 0)}`, await timeSequential(SAMPLES, () => get(`${first}${cursor}`), 200)),
    );
  }
  return results;
}
