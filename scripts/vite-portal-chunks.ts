import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type ChunkingContext = Parameters<
  Extract<NonNullable<CodeSplitting['groups']>[number]['name'], (...args: never[]) => unknown>
>[1];

/**
 * How the portal's JavaScript is cut into files. Rolldown's automatic splitting
 * made ~20 small files for the first screen (every module shared by the entry and a
 * lazy screen became its own chunk). Over HTTP/1.1 a phone opens at most 6
 * connections, so each extra file is another round trip before the first paint.
 * Here everything the entry imports statically is one chunk, and what two or more
 * lazy screens share is one more, so a cold load asks for a handful of files. The
 * pickup-window picker (a calendar library and its date maths) is shared only by the
 * order form and an order's "change pickup window": it gets a chunk of its own, or
 * every screen would download it with the shared chunk. The CSV export and its cells
 * (the parts and invoices lists, the parts import) get one too, for the same reason, and the CSV
 * text itself (Papa Parse, which writes the files as it reads them) one more, loaded only by what
 * reads or writes a file, not by the lists that offer an export. So do the
 * webhook screens' shared parts (the secret reveal and its code sample, health and event-type
 * texts), without the modules they import (those stay where the rules above put them); Settings'
 * link to them stays with Settings, and the webhooks list screen with its guide to receiving events
 * (the Python sample) stays in its route's chunk: in the group, Settings and the endpoint's page
 * would download them too.
 */
const PICKUP_PICKER =
  /node_modules[\\/](react-day-picker|date-fns|@date-fns)[\\/]|features[\\/]orders[\\/](new[\\/]pickup[\\/]|api[\\/]pickup-)/;
const CSV = /app[\\/](lib[\\/]csv|components[\\/]export)[\\/]/;
/** The CSV reader and writer (Papa Parse) with its cells' rules: only what reads or writes a file loads it. */
const CSV_TEXT = /node_modules[\\/]papaparse[\\/]|app[\\/]lib[\\/]csv[\\/]csv-cells/;
const WEBHOOKS =
  /features[\\/]webhooks[\\/](?!webhooks-settings-section|list[\\/](webhooks-page|receiving-events)|python-verification-sample)/;

/**
 * The sites list's query, the sites contract it parses with, the Site choice of a new part and the
 * site the screens are scoped to: Settings, the sites screen, the overview, the parts list and its
 * register dialog, the import and the API key form share them; in `screens` every screen would download them (the order screens went over budget).
 */
const SITES =
  /contract[\\/]site(s|-hours)\.ts$|features[\\/]sites[\\/](api[\\/]sites-query|part-site-choice|use-part-site-choice|site-select|site-scope)\.tsx?$/;

/**
 * A one-time secret's reveal and code samples (API keys, webhook endpoints) and the events and
 * webhooks contracts (the webhook screens, the overview's recent activity): in `screens` the order
 * screens downloaded them without ever showing one (the order form went over budget).
 */
const SECRETS_AND_EVENTS = /components[\\/]secret[\\/]|contract[\\/](webhooks|events)\.ts$/;

/**
 * The team's screens' shared parts (members and invitations, the audit log, their contracts and
 * words): Settings, the members and audit screens and the invitation page share them; in `screens`
 * the order form downloaded them (it went over budget).
 */
const TEAM = /features[\\/](members|audit)[\\/](?!.*settings-section)|contract[\\/](members|audit)\.ts$/;

/**
 * Pickup schedules (their screens' parts, the answers' contract, the rule's words): the sites
 * screen, the overview's card and the schedule list read by the order form share them; in
 * `screens` every screen would download them (Settings and the order form went over budget). The
 * order form's link and the list's query keys stay out: it would download the group with them.
 */
const SCHEDULES =
  /features[\\/]pickup-schedules[\\/](?!api[\\/]pickup-schedules-keys|make-schedule-link)|contract[\\/]pickup-schedule-(answers|rule|vocabulary)\.ts$/;

/**
 * What Settings' notifications section shares with Settings → Notifications and the unsubscribe
 * page (the preferences' query, the notifications contract, the modes' words): in `screens` every
 * screen would download them. The page's other words stay in its own chunk: in the group, Settings
 * went over budget.
 */
const NOTIFICATIONS =
  /features[\\/]notifications[\\/](api[\\/]notification-preferences-query|notification-modes)\.ts$|contract[\\/]notifications\.ts$/;

/**
 * TanStack Query's hooks only screens use. The first load's modules are found by following static
 * imports, and the package's index reaches every hook, so without this each one a screen uses
 * (mutations, infinite lists, parallel queries) landed in the first load.
 */
const SCREEN_ONLY_QUERY_HOOKS =
  /@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver|useSuspenseInfiniteQuery|useSuspenseQueries|useIsFetching|useMutationState|usePrefetchQuery|usePrefetchInfiniteQuery|HydrationBoundary|hydration|infiniteQueryOptions|mutationOptions|streamedQuery)\.js$/;

/**
 * What the signed-out screens' forms need beyond the first load: the field components, TanStack
 * Query's mutation hooks and the words for a wait. Sign-in, a reset
 * link and an invitation use little else; in `screens` they downloaded every screen's shared code
 * (sign-in went from 1 kB to 30 kB beyond the first load).
 */
const FORMS =
  /components[\\/]ui[\\/]field\.tsx$|lib[\\/]hooks[\\/]use-single-flight-mutation\.ts$|features[\\/]session[\\/]wait-in-words\.ts$|@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver)\.js$/;

export function portalCodeSplitting(entryPath: string): CodeSplitting {
  let initial: Set<string> | undefined;
  const initialModules = (ctx: ChunkingContext): Set<string> => {
    if (initial) return initial;
    initial = new Set();
    const queue = [entryPath];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (initial.has(id)) continue;
      initial.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return initial;
  };
  return {
    groups: [
      { name: (id, ctx) => (initialModules(ctx).has(id) && !SCREEN_ONLY_QUERY_HOOKS.test(id) ? 'app' : null), priority: 3 },
      // Each group takes only what matches: its dependencies (the http client, query keys) are
      // shared with every screen, and pulled in here they made every screen download the group.
      { name: 'pickup-picker', test: PICKUP_PICKER, priority: 2, includeDependenciesRecursively: false },
      { name: 'csv-text', test: CSV_TEXT, priority: 3, includeDependenciesRecursively: false },
      { name: 'csv', test: CSV, priority: 2, includeDependenciesRecursively: false },
      { name: 'webhooks', test: WEBHOOKS, priority: 2, includeDependenciesRecursively: false },
      { name: 'sites', test: SITES, priority: 2, includeDependenciesRecursively: false },
      { name: 'secrets-and-events', test: SECRETS_AND_EVENTS, priority: 2, includeDependenciesRecursively: false },
      { name: 'team', test: TEAM, priority: 2, includeDependenciesRecursively: false },
      { name: 'schedules', test: SCHEDULES, priority: 2, includeDependenciesRecursively: false },
      { name: 'notifications', test: NOTIFICATIONS, priority: 2, includeDependenciesRecursively: false },
      { name: 'forms', test: FORMS, priority: 2, includeDependenciesRecursively: false },
      { name: 'screens', minShareCount: 2, priority: 1 },
    ],
  };
}
