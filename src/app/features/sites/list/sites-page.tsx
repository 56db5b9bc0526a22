import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { Site } from '#contract/sites';
import { Button } from '#app/components/ui/button';
import { EmptyState } from '#app/components/ui/empty-state';
import { Field, Select } from '#app/components/ui/field';
import { PageHeader } from '#app/components/ui/page-header';
import { useSearchFilters } from '#app/components/list-screen/use-search-filters';
import { useHasScope } from '#app/features/session/session-scopes';
import { useSites } from '../api/sites-query';
import { usePickupSchedules } from '#app/features/pickup-schedules/api/pickup-schedules-query';
import { SiteSchedulesDialog } from '#app/features/pickup-schedules/site-schedules-dialog';
import { ArchiveSiteDialog } from './archive-site-dialog';
import { AddSiteDialog, EditSiteDialog } from './site-dialogs';
import { SitesTable } from './sites-table';
import { SITES_HEADING } from '#contract/screen-headings';

const NOTE = 'mb-4 text-sm text-slate-700 dark:text-slate-300';

type Open =
  { kind: 'add' } | { kind: 'edit'; site: Site } | { kind: 'archive'; site: Site } | { kind: 'schedules'; site: Site } | null;

export function SitesPage() {
  const [search, setSearch] = useSearchFilters('/_portal/settings/sites');
  const status = search.status ?? 'active';
  const sites = useSites(status);
  const active = useSites('active');
  const canManage = useHasScope('sites:write');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // Schedules are an extension: a server without them answers null, and the page offers none.
  const schedulesOffered = Boolean(usePickupSchedules().data);
  const draft = useRouterState({ select: (state) => state.location.state.scheduleDraft });
  const navigate = useNavigate();
  // A schedule begun on the new-order form; closing the dialog drops it from the history entry.
  const closeDraft = () => void navigate({ to: '.', search: true, state: {}, replace: true });
  const others = (site: Site) => (active ?? []).filter((other) => other.id !== site.id);
  const canArchive = (active?.length ?? 0) > 1;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/settings" className="touch-target">
          ← Settings
        </Link>
      </p>
      <PageHeader
        title={SITES_HEADING.title}
        description={SITES_HEADING.description}
        actions={canManage && sites ? <Button onClick={() => setOpen({ kind: 'add' })}>Add a site</Button> : null}
      />
      {sites === null ? (
        <EmptyState title="Sites are not available">This server does not offer sites.</EmptyState>
      ) : (
        <>
          {canManage ? null : (
            <p className={NOTE}>You can see this account’s sites; adding and changing them needs a manager’s access.</p>
          )}
          {canManage && !canArchive && status === 'active' ? (
            <p className={NOTE}>A site can be archived once there is another active site to move its parts to.</p>
          ) : null}
          <Field label="Show" className="mb-4 max-w-xs">
            {(control) => (
              <Select
                id={control.id}
                value={status}
                onChange={(event) => setSearch({ status: event.target.value === 'archived' ? 'archived' : undefined })}
              >
                <option value="active">Active sites</option>
                <option value="archived">Archived sites</option>
              </Select>
            )}
          </Field>
          {sites.length === 0 ? (
            <EmptyState title={status === 'archived' ? 'No archived sites' : 'No sites yet'} />
          ) : (
            <SitesTable
              sites={sites}
              caption={status === 'archived' ? 'Archived sites' : 'Sites'}
              onEdit={canManage ? (site) => setOpen({ kind: 'edit', site }) : undefined}
              onArchive={canManage && canArchive ? (site) => setOpen({ kind: 'archive', site }) : undefined}
              onSchedules={schedulesOffered ? (site) => setOpen({ kind: 'schedules', site }) : undefined}
            />
          )}
        </>
      )}
      {open?.kind === 'add' ? <AddSiteDialog onClose={close} /> : null}
      {open?.kind === 'edit' ? <EditSiteDialog site={open.site} onClose={close} /> : null}
      {open?.kind === 'schedules' ? <SiteSchedulesDialog sites={active ?? []} siteId={open.site.id} onClose={close} /> : null}
      {draft && schedulesOffered && !open ? (
        <SiteSchedulesDialog sites={active ?? []} draft={draft} onClose={closeDraft} />
      ) : null}
      {open?.kind === 'archive' ? <ArchiveSiteDialog site={open.site} destinations={others(open.site)} onClose={close} /> : null}
    </>
  );
}
