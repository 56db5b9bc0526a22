import { FilterField } from './filter-field';
import { useSearchParam } from './use-search-param';

interface DateFilterProps {
  name: 'from' | 'to';
  label: string;
  /** Keeps the range in order in the browser's date picker. */
  min?: string;
  max?: string;
}

/** An inclusive date bound that lives in the URL, like the select filters. */
export function DateFilter({ name, label, min, max }: DateFilterProps) {
  const [value, setValue] = useSearchParam(name);
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          value={value}
          min={min}
          max={max}
          onChange={(event) => setValue(event.target.value)}
          className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900 dark:[color-scheme:dark]"
        />
      )}
    </FilterField>
  );
}
