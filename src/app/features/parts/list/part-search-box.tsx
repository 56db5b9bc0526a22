import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { PART_SEARCH_MAX } from '#contract/parts';
import { Field, Input } from '#app/components/ui/field';

const DEBOUNCE_MS = 300;

interface PartSearchBoxProps {
  /** The search in the URL (`q`); undefined when unset. */
  value: string | undefined;
  onChange: (next: string | undefined) => void;
}

/** Label, serial, manufacturer or model; written to the URL once typing pauses. */
export function PartSearchBox({ value = '', onChange }: PartSearchBoxProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The parent passes a new callback each render; a re-render must not restart the typing pause.
  const send = useEffectEvent((next: string) => onChange(next || undefined));

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
      send(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

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
