import type { Site } from '#contract/sites';
import { Badge, type BadgeTone } from '#app/components/ui/badge';
import { Button } from '#app/components/ui/button';
import { PHONE_SLOT_CLASS, PHONE_TABLE } from '#app/components/phone-table';

const TH = 'px-3 py-3';
const TD = `border-t border-slate-100 px-3 py-3 align-top text-sm dark:border-slate-800 ${PHONE_TABLE.cell}`;
const HEADERS = ['Site', 'City', 'Time zone', 'Parts', 'Status', 'Actions'];
const STATUS_TONES: Record<string, BadgeTone> = { active: 'success', archived: 'muted' };

interface SitesTableProps {
  sites: readonly Site[];
  caption: string;
  /** Absent without sites:write. */
  onEdit?: (site: Site) => void;
  /** Absent when no other active site could take the parts. */
  onArchive?: (site: Site) => void;
  /** Absent from a server without pickup schedules. */
  onSchedules?: ((site: Site) => void) | undefined;
}

export function SitesTable({ sites, caption, onEdit, onArchive, onSchedules }: SitesTableProps) {
  const actions = Boolean(onEdit ?? onArchive ?? onSchedules);
  const headers = actions ? HEADERS : HEADERS.slice(0, -1);
  return (
    <div
      role="region"
      aria-labelledby="sites-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table role="table" className={`w-full border-collapse sm:min-w-[40rem] ${PHONE_TABLE.table}`}>
        <caption id="sites-caption" className="sr-only">
          {caption}
        </caption>
        <thead
          role="rowgroup"
          className={`bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300 ${PHONE_TABLE.head}`}
        >
          <tr role="row">
            {headers.map((header) => (
              <th key={header} role="columnheader" scope="col" className={TH}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={PHONE_TABLE.body}>
          {sites.map((site) => (
            <tr
              key={site.id}
              role="row"
              className={`max-sm:border-t max-sm:border-slate-200 dark:max-sm:border-slate-700 ${PHONE_TABLE.row}`}
            >
              <th role="rowheader" scope="row" className={`${TD} text-left font-medium ${PHONE_SLOT_CLASS.title}`}>
                <span className="break-words">{site.name}</span>
              </th>
              <td role="cell" data-phone-label="City" className={`${TD} break-words`}>
                {site.address.city}
              </td>
              <td role="cell" data-phone-label="Time zone" className={`${TD} break-words`}>
                {site.time_zone.replaceAll('_', ' ')}
              </td>
              <td role="cell" data-phone-label="Parts" className={`${TD} tabular-nums`}>
                {site.part_count}
              </td>
              <td role="cell" data-phone-label="Status" className={TD}>
                <Badge value={site.status} tones={STATUS_TONES} />
              </td>
              {actions ? (
                <td role="cell" className={`${TD} ${PHONE_SLOT_CLASS.full}`}>
                  <div className="flex flex-wrap gap-2">
                    {onSchedules && site.status === 'active' ? (
                      <Button
                        variant="secondary"
                        aria-label={`Pickup schedule of ${site.name}`}
                        onClick={() => onSchedules(site)}
                      >
                        Pickup schedule
                      </Button>
                    ) : null}
                    {onEdit ? (
                      <Button variant="secondary" aria-label={`Edit ${site.name}`} onClick={() => onEdit(site)}>
                        Edit
                      </Button>
                    ) : null}
                    {onArchive && site.status === 'active' ? (
                      <Button variant="secondary" aria-label={`Archive ${site.name}`} onClick={() => onArchive(site)}>
                        Archive
                      </Button>
                    ) : null}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
