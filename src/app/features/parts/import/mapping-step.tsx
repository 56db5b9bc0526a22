import { useId } from 'react';
import { PART_TYPES, type PartType } from '#contract/parts';
import { Alert } from '#app/components/ui/alert';
import { Field, Select } from '#app/components/ui/field';
import { humanize } from '#app/lib/format/humanize';
import { PART_CSV_COLUMNS } from '#app/features/parts/part-csv-columns';
import { columnsOf, isServiceSetColumn, type ColumnTarget } from './column-mapping';
import type { Table } from './read-table';
import { typeValueKey } from './type-values';
import { PartTypeOptions } from '#app/features/parts/part-type-options';
import { SiteSelect } from '#app/features/sites/site-select';
import type { PartSiteChoice } from '#app/features/sites/use-part-site-choice';

interface MappingStepProps {
  table: Table;
  mapping: readonly ColumnTarget[];
  unknownTypes: readonly string[];
  typeChoices: Readonly<Record<string, PartType>>;
  /** The account's choices from earlier files (null: the server keeps none). */
  remembered: Readonly<Record<string, PartType>> | null;
  onRemap: (column: number, target: ColumnTarget) => void;
  onChooseType: (value: string, type: PartType | '') => void;
  /** The account's sites: a column may name each row's site; with more than one, the file has a site. */
  site: PartSiteChoice;
}

const sample = (table: Table, column: number) => table.rows.find((row) => row[column]?.trim())?.[column]?.trim() ?? '';

/** Step 2: which column is which field (common headers match by themselves), and a type for each value no type matches. */
export function MappingStep({
  table,
  mapping,
  unknownTypes,
  typeChoices,
  remembered,
  onRemap,
  onChooseType,
  site,
}: MappingStepProps) {
  const headingId = useId();
  const read = columnsOf(mapping);
  const missing = [PART_CSV_COLUMNS[0], PART_CSV_COLUMNS[1]].filter((column) => read[column.field] === undefined);
  // A value the account chose a type for before is not asked again; it stays changeable.
  const isRemembered = (value: string) => remembered?.[typeValueKey(value)] !== undefined;
  const asked = unknownTypes.filter((value) => !isRemembered(value));
  const answered = unknownTypes.filter(isRemembered);
  const typeSelect = (value: string, optional: boolean) => (
    <Field key={value} label={`“${value}” is a`}>
      {(control) => (
        <Select
          id={control.id}
          value={typeChoices[typeValueKey(value)] ?? ''}
          onChange={(event) => onChooseType(value, event.target.value as PartType | '')}
        >
          {optional ? <option value="">Choose a type</option> : null}
          <PartTypeOptions />
        </Select>
      )}
    </Field>
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        2. Match the columns
      </h2>
      {site.choices.length > 0 ? (
        <SiteSelect
          id="import-site"
          choices={site.choices}
          value={site.siteId}
          onChange={site.choose}
          hint="Where the parts go. A Site column, if the file has one, names the site of its own rows."
          className="max-w-sm"
        />
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {table.headers.map((header, column) => {
          const example = sample(table, column);
          const hint =
            isServiceSetColumn(header) && mapping[column] === 'ignore'
              ? 'Set by the service, so it is left out.'
              : example
                ? `e.g. ${example.length > 40 ? `${example.slice(0, 40)}…` : example}`
                : 'Empty in every row.';
          return (
            <Field key={`${column}-${header}`} label={`Column “${header}”`} hint={hint}>
              {(control) => (
                <Select
                  id={control.id}
                  aria-describedby={control.describedBy}
                  value={mapping[column]}
                  onChange={(event) => onRemap(column, event.target.value as ColumnTarget)}
                >
                  {PART_CSV_COLUMNS.map(({ field, header: name }) => (
                    <option key={field} value={field}>
                      {name}
                    </option>
                  ))}
                  {site.sites !== null || mapping[column] === 'site' ? <option value="site">Site</option> : null}
                  <option value="ignore">Leave out</option>
                </Select>
              )}
            </Field>
          );
        })}
      </div>
      {missing.length > 0 ? (
        <Alert tone="warning">
          No column is read as {missing.map((column) => column.header).join(' or ')}: every part needs one. Choose the column that
          holds it above.
        </Alert>
      ) : null}
      {asked.length > 0 ? (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
          <legend className="px-1 font-semibold">Types the service doesn’t know</legend>
          <p className="text-sm">
            The service registers {PART_TYPES.map(humanize).join(', ')}. Choose what each of these is; rows without a type need
            attention.{remembered ? ' Your choices are remembered for this account’s next file.' : ''}
          </p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {asked.map((value) => typeSelect(value, true))}
          </div>
        </fieldset>
      ) : null}
      {answered.length > 0 ? (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
          <legend className="px-1 font-semibold">Types chosen in earlier imports</legend>
          <p className="text-sm">This account chose these before; change one here and the next file gets the new choice.</p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {answered.map((value) => typeSelect(value, false))}
          </div>
        </fieldset>
      ) : null}
    </section>
  );
}
