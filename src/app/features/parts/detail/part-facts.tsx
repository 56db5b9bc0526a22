import type { ReactNode } from 'react';
import type { Part } from '#contract/parts';
import { Badge } from '#app/components/ui/badge';
import { RelativeTime } from '#app/components/ui/relative-time';
import { formatDateTime } from '#app/lib/format/format';
import { PART_STATUS_TONES } from '#app/lib/format/part-status-tones';
import { PartTypeLabel } from '#app/features/parts/part-type-label';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="mt-1 break-words text-sm">{children}</dd>
    </div>
  );
}

const orDash = (text: string) => text || '—';

/** Every field of the part record. */
export function PartFacts({ part }: { part: Part }) {
  return (
    <dl className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-700">
      <Item term="Label">{part.internal_label}</Item>
      <Item term="Type">
        <PartTypeLabel type={part.part_type} />
      </Item>
      <Item term="Status">
        <Badge value={part.status} tones={PART_STATUS_TONES} />
      </Item>
      <Item term="Serial number">
        <span className="font-mono">{orDash(part.serial_number)}</span>
      </Item>
      <Item term="Manufacturer">{orDash(part.manufacturer)}</Item>
      <Item term="Model">{orDash(part.model)}</Item>
      <Item term="Times sharpened">{part.sharpening_count}</Item>
      <Item term="Last serviced">{part.last_serviced_at ? <RelativeTime iso={part.last_serviced_at} /> : 'Never'}</Item>
      <Item term="Registered">{formatDateTime(part.created_at)}</Item>
      <Item term="ID">
        <span className="font-mono text-xs">{part.id}</span>
      </Item>
    </dl>
  );
}
