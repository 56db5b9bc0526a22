import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCameraMayExist } from '#app/features/parts/scan/use-camera-may-exist';
import { useCallback, useState } from 'react';
import { IN_SERVICE_PART_STATUSES, type Part, type PartListItem } from '#contract/parts';
import type { Scope } from '#contract/scopes';
import { ListScreen } from '#app/components/list-screen/list-screen';
import { Button, buttonClass } from '#app/components/ui/button';
import { useHasScope } from '#app/features/session/session-scopes';
import { usePartsList } from '#app/features/parts/api/parts-list-query';
import { partsCapabilitiesQueryOptions, type PartsCapabilities } from '#app/features/parts/api/parts-capabilities-query';
import { RegisterPartDialog } from '#app/features/parts/new/register-part-dialog';
import { PartsExport } from '#app/features/parts/export/parts-export';
import { PrintLabelsDialog } from '#app/features/parts/labels/print-labels-dialog';
import type { LabelSource } from '#app/features/parts/labels/use-label-sheet';
import { WriteAccessNote } from '#app/features/parts/write-access-note';
import { partColumns } from './parts-columns';
import { PARTS_SCREEN } from './parts-list-screen';
import { supportedFilters, type PartsSearch } from './parts-search';
import { SelectAllControls } from './select-all-controls';
import { SelectionBar } from './selection-bar';
import { SelectionCheckbox } from './selection-checkbox';
import { usePartSelection } from './use-part-selection';
import { sitesQueryOptions } from '#app/features/sites/api/sites-query';
import { MovePartsDialog } from '#app/features/sites/move-parts-dialog';

/** Whether a just-registered part (wear 0, the newest) shows at the top of this view. */
function matchesFilters(part: Part, { status, part_type, q, wear, due, sort, site }: PartsSearch): boolean {
  const statusMatches =
    status === undefined || status === part.status || (status === 'in_service' && IN_SERVICE.has(part.status));
  const newestFirst = sort === undefined || sort === '-created_at';
  return (
    statusMatches &&
    (part_type === undefined || part_type === part.part_type) &&
    (site === undefined || site === part.site_id) &&
    q === undefined &&
    due === undefined &&
    (wear ?? 'fresh') === 'fresh' &&
    newestFirst
  );
}

const IN_SERVICE: ReadonlySet<string> = new Set(IN_SERVICE_PART_STATUSES);
const NO_EXTENSIONS: PartsCapabilities = { wearActions: false };

/** Over the list of one import's parts (the import screen's result links here). */
function ImportNote({ total }: { total: number }) {
  return (
    <p className="mb-2 text-sm">
      Showing only the {total === 1 ? 'part' : `${total.toLocaleString()} parts`} registered by one import.{' '}
      <Link to="/parts">Show all parts</Link>
    </p>
  );
}

export function PartsPage({ search }: { search: PartsSearch }) {
  const { data: capabilities = NO_EXTENSIONS } = useQuery(partsCapabilitiesQueryOptions());
  const filters = supportedFilters(search, capabilities);
  const list = usePartsList(filters);
  const canRegister = useHasScope('parts:write');
  const canOrder = useHasScope('orders:write');
  const selection = usePartSelection();
  const [registering, setRegistering] = useState(false);
  const [registered, setRegistered] = useState<Part | null>(null);
  const [labels, setLabels] = useState<LabelSource | null>(null);
  const [moving, setMoving] = useState(false);
  const { data: sites } = useQuery({ ...sitesQueryOptions('active'), retry: false });
  const canMove = canRegister && (sites?.length ?? 0) >= 2;
  const navigate = useNavigate();
  const cameraMayExist = useCameraMayExist();
  const missing: Scope[] = [...(canRegister ? [] : ['parts:write' as const]), ...(canOrder ? [] : ['orders:write' as const])];

  const onRegistered = useCallback(
    (part: Part) => {
      setRegistering(false);
      setRegistered(part);
      // The new part is the newest, so it tops any list it belongs to; otherwise drop the filters to show it.
      if (!matchesFilters(part, filters)) void navigate({ to: '/parts', search: { site: undefined } });
    },
    [filters, navigate],
  );

  const register = canRegister ? <Button onClick={() => setRegistering(true)}>Register a part</Button> : null;
  // The export sits with the header's actions: in the filters' row it wrapped them onto a second line.
  const exportCsv = list.total > 0 ? <PartsExport key={JSON.stringify(filters)} filters={filters} /> : null;
  const actions = (
    <>
      {exportCsv}
      {list.total > 0 ? (
        <Button variant="secondary" onClick={() => setLabels({ kind: 'list', filters, total: list.total })}>
          Print labels
        </Button>
      ) : null}
      <Link to="/parts/scan" className={buttonClass('secondary')}>
        {cameraMayExist ? 'Scan a label' : 'Find by label or serial'}
      </Link>
      {canRegister ? (
        <Link to="/parts/import" className={buttonClass('secondary')}>
          Import from a spreadsheet
        </Link>
      ) : null}
      {register}
    </>
  );
  return (
    <ListScreen
      screen={PARTS_SCREEN}
      actions={actions}
      notes={
        <>
          {filters.import !== undefined ? <ImportNote total={list.total} /> : null}
          <WriteAccessNote
            missing={missing}
            actions={[canRegister ? null : 'registering and editing parts', canOrder ? null : 'ordering pickups']
              .filter(Boolean)
              .join(' and ')}
          />
          <p role="status" className="mb-2 text-sm">
            {registered ? (
              <>
                Registered{' '}
                <Link to="/parts/$partId" params={{ partId: registered.id }}>
                  {registered.internal_label}
                </Link>
                .
              </>
            ) : null}
          </p>
        </>
      }
      toolbar={
        canOrder ? (
          <>
            <SelectAllControls selection={selection} rows={list.rows} total={list.total} filters={filters} />
            <SelectionBar
              selection={selection}
              actions={
                <>
                  <Button variant="secondary" onClick={() => setLabels({ kind: 'selected', parts: selection.parts })}>
                    Print labels ({selection.count})
                  </Button>
                  {canMove ? (
                    <Button variant="secondary" onClick={() => setMoving(true)}>
                      Move to site ({selection.count})
                    </Button>
                  ) : null}
                </>
              }
            />
          </>
        ) : null
      }
      list={list}
      columns={partColumns(capabilities.wearActions)}
      minWidth="75rem"
      leading={
        canOrder
          ? {
              header: <span className="sr-only">Select</span>,
              cell: (part: PartListItem) => <SelectionCheckbox part={part} selection={selection} />,
            }
          : undefined
      }
      rowProps={canOrder ? (part) => (selection.has(part.id) ? { className: 'bg-sky-50 dark:bg-sky-950/40' } : {}) : undefined}
      filters={filters}
      empty={{
        text: 'Parts registered to your account will appear here, ready to be ordered for service.',
        clearFilters: <Link to="/parts">Clear the filters</Link>,
        action: register,
      }}
    >
      {/* Room for the fixed selection bar, so it never covers the end of the list. */}
      {selection.count > 0 ? <div aria-hidden="true" className="h-24" /> : null}
      {labels ? <PrintLabelsDialog source={labels} onClose={() => setLabels(null)} /> : null}
      {moving ? <MovePartsDialog parts={selection.parts} onClose={() => setMoving(false)} /> : null}
      {canRegister ? (
        <RegisterPartDialog open={registering} onClose={() => setRegistering(false)} onRegistered={onRegistered} />
      ) : null}
    </ListScreen>
  );
}
