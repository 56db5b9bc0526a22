import { useEffect, useRef, useState } from 'react';
import { PART_SEARCH_MAX } from '../../../../contract/parts';
import { Field, Input } from '../../../components/ui/field';
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
    <Field label="Search" size="filter">
      {({ id }) => (
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={PART_SEARCH_MAX}
          placeholder="Label, serial, maker, model"
          onChange={(event) => setText(event.target.value)}
          className="w-64 px-2"
        />
      )}
    </Field>
  );
}
