import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { DateRangeFilters } from '#app/components/ui/date-range-filters';
import { Field, Input } from '#app/components/ui/field';
import { SelectFilter } from '#app/components/ui/select-filter';
import { AUDIT_ACTION_LABELS } from './audit-action-labels';
import type { AuditSearch } from './audit-search';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));
const ID = /^[A-Za-z0-9_]{1,64}$/;

interface AuditFiltersProps {
  search: AuditSearch;
  onChange: (patch: Partial<AuditSearch>) => void;
}

/** Action and days apply at once; an actor's or a target's id when the form is applied (typing is not a search). */
export function AuditFilters({ search, onChange }: AuditFiltersProps) {
  const [actor, setActor] = useState(search.actor_id ?? '');
  const [target, setTarget] = useState(search.target_id ?? '');
  const [shown, setShown] = useState({ actor: search.actor_id, target: search.target_id });
  // A link in the table set a filter: the fields follow the URL.
  if (shown.actor !== search.actor_id || shown.target !== search.target_id) {
    setShown({ actor: search.actor_id, target: search.target_id });
    setActor(search.actor_id ?? '');
    setTarget(search.target_id ?? '');
  }
  const idOrNothing = (text: string) => (ID.test(text.trim()) ? text.trim() : undefined);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ actor_id: idOrNothing(actor), target_id: idOrNothing(target) });
  };
  return (
    <form role="search" aria-label="Filter the audit log" onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-3">
      <SelectFilter
        label="Action"
        options={ACTION_OPTIONS}
        value={search.action}
        onChange={(action) => onChange({ action })}
        allLabel="Every action"
      />
      <Field label="Actor ID" size="filter">
        {({ id }) => (
          <Input id={id} value={actor} onChange={(e) => setActor(e.target.value)} placeholder="mem_… or key_…" className="w-44" />
        )}
      </Field>
      <Field label="Target ID" size="filter">
        {({ id }) => (
          <Input
            id={id}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            placeholder="key_…, we_…, site_…"
            className="w-44"
          />
        )}
      </Field>
      <DateRangeFilters from={search.from} to={search.to} fromLabel="From" toLabel="To" onChange={onChange} />
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </form>
  );
}
