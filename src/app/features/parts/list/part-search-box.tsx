import { useEffect, useRef, useState } from 'react';
import { PART_SEARCH_MAX } from '../../../../contract/parts';
import { FilterField } from '../../../components/ui/filter-field';
import { useSearchParam } from '../../../components/ui/use-search-param';

const DEBOUNCE_MS = 300;

/** Label, serial, manufacturer or model; written to the URL (`q`) once typing pauses. */
export function PartSearchBox() {
  const [value, setValue] = useSearchParam('q');
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // Back/forward or a link changed the URL: show its search.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      setValue(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setValue]);

  return (
    <FilterField label="Search">
      {(id) => (
        <input
          id={id}
          type="search"
          value={text}
          maxLength={PART_SEARCH_MAX}
          placeholder="Label, serial, maker, model"
          onChange={(event) => setText(event.target.value)}
          className="min-h-10 w-64 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        />
      )}
    </FilterField>
  );
}
