import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { isApiError } from '#app/lib/http/api-error';
import { formatCount } from '#app/lib/format/format';
import { partsKeys } from '#app/features/parts/api/parts-list-query';
import { dryRunPartsBatch, registerPartsBatch } from '#app/features/parts/api/parts-batch-mutation';
import { partTypeAliasesQueryOptions, savePartTypeAlias } from '#app/features/parts/api/part-type-aliases-query';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { IMPORT_BATCH_SIZE, MAX_IMPORT_BYTES } from './import-limits';
import { importReducer, initialImportState, type RowCheck } from './import-state';
import { parseInWorker } from './parse-in-worker';
import type { TableSource } from './read-table';
import { planRun, problemsByRow, runImport, type ImportRun, type ReadyRow } from './run-import';
import { useImportRows } from './use-import-rows';
import { forgetRun, saveRun } from './saved-import-run';
import { typeValueKey } from './type-values';
import { usePartSiteChoice } from '#app/features/sites/use-part-site-choice';
import type { SiteContext } from './import-rows';

/** How long after the last change the rows are checked with the service. */
const AUTO_CHECK_DELAY_MS = 600;

/** A 404 or 405 from POST /v1/parts/batch: a v1 server without bulk registration. */
const lacksBatches = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 405);

/** Every problem the service finds in the ready rows (a dry run per batch of 1,000): nothing is written. */
async function checkWithService(ready: readonly ReadyRow[], signal: AbortSignal): Promise<Map<number, RowCheck>> {
  const checks = new Map<number, RowCheck>();
  for (let start = 0; start < ready.length; start += IMPORT_BATCH_SIZE) {
    const batch = ready.slice(start, start + IMPORT_BATCH_SIZE);
    const answer = await dryRunPartsBatch(
      batch.map((row) => row.part),
      signal,
    );
    const problems = problemsByRow(
      answer.data.problems,
      batch.map((row) => row.index),
    );
    for (const row of batch) checks.set(row.index, { part: row.part, problems: problems.get(row.index) ?? [] });
  }
  return checks;
}

const foundNothing = (checks: Map<number, RowCheck>) => [...checks.values()].every((check) => check.problems.length === 0);

/** The import screen's state and what its buttons do: read, check, import, resume. */
export function useImportFlow(owner: { accountId: string; userId: string }) {
  const [ownState, dispatch] = useReducer(importReducer, undefined, () => initialImportState());
  // The account's choices from earlier files answer what they can; a choice made here wins.
  const aliases = useQuery(partTypeAliasesQueryOptions());
  const remembered = aliases.data ?? null;
  const state = useMemo(
    () => (remembered ? { ...ownState, typeChoices: { ...remembered, ...ownState.typeChoices } } : ownState),
    [ownState, remembered],
  );
  // The file's site for rows that name none, and the sites a row's site column may name.
  const site = usePartSiteChoice('import-parts');
  const fileSiteId = site.choices.length > 0 ? site.siteId : '';
  const siteContext = useMemo<SiteContext>(() => ({ sites: site.sites, fileSiteId }), [site.sites, fileSiteId]);
  const rows = useImportRows(state, siteContext);
  const [unsupported, setUnsupported] = useState(false);
  const queryClient = useQueryClient();
  const controller = useRef(new AbortController());
  useEffect(() => () => controller.current.abort(), []);

  const read = useCallback(async (name: string, source: () => Promise<TableSource>) => {
    dispatch({ type: 'read', name });
    try {
      const result = await parseInWorker(await source());
      dispatch(result.ok ? { type: 'loaded', table: result.table } : { type: 'refused', message: result.message });
    } catch {
      dispatch({ type: 'refused', message: 'The file could not be read. Save it again as CSV and choose it once more.' });
    }
  }, []);

  const readFile = useCallback(
    (file: File) => {
      if (file.size > MAX_IMPORT_BYTES) {
        const size = (file.size / 1024 / 1024).toFixed(1);
        dispatch({
          type: 'refused',
          message: `“${file.name}” is ${size} MB; the importer reads files up to ${MAX_IMPORT_BYTES / 1024 / 1024} MB (${formatCount(10_000)} parts fit in far less). Split it into smaller files.`,
        });
        return;
      }
      void read(file.name, async () => ({ bytes: await file.arrayBuffer() }));
    },
    [read],
  );
  const readText = useCallback((text: string) => void read('the pasted cells', async () => ({ text })), [read]);

  const failed = useCallback((error: unknown) => {
    if (lacksBatches(error)) setUnsupported(true);
    dispatch({ type: 'failed', error });
  }, []);

  /** The service's verdict on the rows (every row nothing here finds wrong, unless told which); true when it found nothing. */
  const check = useCallback(
    async (which?: readonly ReadyRow[]): Promise<boolean> => {
      dispatch({ type: 'check' });
      try {
        const checks = await checkWithService(which ?? rows.checkable, controller.current.signal);
        dispatch({ type: 'checked', checks });
        return foundNothing(checks);
      } catch (error) {
        if (!controller.current.signal.aborted) failed(error);
        return false;
      }
    },
    [rows.checkable, failed],
  );

  // The service checks the rows by itself once the mapping gives rows to check, and after each fix
  // (debounced) the rows it has not seen as they now are: the counts say "ready" only of what it has seen.
  const unchecked = rows.unchecked;
  useEffect(() => {
    if (state.phase !== 'review' || unchecked.length === 0) return;
    const ask = new AbortController();
    const timer = setTimeout(() => {
      checkWithService(unchecked, ask.signal)
        .then((checks) => dispatch({ type: 'checked-in-background', checks }))
        .catch((error: unknown) => {
          if (lacksBatches(error)) setUnsupported(true);
        });
    }, AUTO_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ask.abort();
    };
  }, [state.phase, unchecked]);

  const execute = useCallback(
    async (run: ImportRun) => {
      dispatch({ type: 'import', run });
      // Kept in this browser before anything is sent: a reload or a closed tab can resume it (saved-import-run.ts).
      saveRun(owner.accountId, owner.userId, run, state.sourceName);
      const outcome = await runImport(run, {
        send: async (batch) => {
          const answer = await registerPartsBatch(batch.parts, run.importId, batch.key, controller.current.signal);
          return { created: answer.meta.created };
        },
        onProgress: (registered) => {
          dispatch({ type: 'progress', registered });
          saveRun(owner.accountId, owner.userId, run, state.sourceName);
        },
      });
      if (controller.current.signal.aborted) return;
      if (outcome.kind !== 'interrupted') forgetRun(owner.accountId, owner.userId);
      if (outcome.kind !== 'interrupted' || run.batches.some((batch) => batch.done)) {
        void queryClient.invalidateQueries({ queryKey: partsKeys.all });
      }
      if (outcome.kind === 'done') dispatch({ type: 'done', created: outcome.created });
      else if (outcome.kind === 'refused') dispatch({ type: 'refused-batch', problems: outcome.problems });
      else if (lacksBatches(outcome.error)) failed(outcome.error);
      else dispatch({ type: 'interrupted', error: outcome.error });
    },
    [queryClient, failed, owner.accountId, owner.userId, state.sourceName],
  );

  /** The types chosen here for values the account had no choice for (or another), kept for its next file. */
  const rememberChoices = useCallback(() => {
    // null: a v1 server without the extension keeps no choices.
    if (aliases.data === null) return;
    const saves = rows.unknownTypes.flatMap((value) => {
      const chosen = ownState.typeChoices[typeValueKey(value)];
      return chosen && remembered?.[typeValueKey(value)] !== chosen ? [savePartTypeAlias(value, chosen)] : [];
    });
    // Not remembering a choice costs a question next time, never this import: failures pass silently.
    if (saves.length > 0)
      void Promise.allSettled(saves).then(() => queryClient.invalidateQueries({ queryKey: resourceKeys.partTypeAliases }));
  }, [aliases.data, remembered, rows.unknownTypes, ownState.typeChoices, queryClient]);

  const startImport = useCallback(async () => {
    // Rows the service has not seen as they are now are checked first; it checks each batch again anyway.
    if (rows.unchecked.length > 0 && !(await check(rows.unchecked))) return;
    rememberChoices();
    await execute(planRun(rows.ready, state.importId, IMPORT_BATCH_SIZE));
  }, [state.importId, rows.ready, rows.unchecked, check, execute, rememberChoices]);

  const resume = useCallback(() => {
    if (state.run) void execute(state.run);
  }, [state.run, execute]);

  return { state, remembered, dispatch, rows, site, unsupported, readFile, readText, check, startImport, resume };
}
