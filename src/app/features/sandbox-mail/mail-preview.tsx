import { useId, useState, type CSSProperties } from 'react';
import { sandboxMailHtmlUrl } from './api/sandbox-mail-query';

type Width = 'phone' | 'desktop';
type Colours = 'light' | 'dark';

/** The narrowest phone a mail is written for (the 360 px); desktop fills the pane. */
const PHONE_WIDTH_PX = 360;

/**
 * The frame's background stands in for the mail program's: a mail that sets none shows on white in
 * light mode and on a dark grey in dark mode, never on the portal's own colours.
 */
const FRAME_STYLE: Record<Colours, CSSProperties> = {
  light: { colorScheme: 'light', backgroundColor: '#ffffff' },
  dark: { colorScheme: 'dark', backgroundColor: '#121212' },
};

interface ToggleGroupProps<T extends string> {
  legend: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}

/** A small row of radio buttons: one choice, read out as a group with its legend. */
function ToggleGroup<T extends string>({ legend, value, options, onChange }: ToggleGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <legend className="float-left mr-1 text-sm font-medium">{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className="inline-flex min-h-10 items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === value}
            onChange={() => onChange(option)}
            className="size-4"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

const WIDTHS = [
  ['phone', `Phone (${PHONE_WIDTH_PX} px)`],
  ['desktop', 'Desktop'],
] as const;
const COLOURS = [
  ['light', 'Light'],
  ['dark', 'Dark'],
] as const;

/**
 * A message's HTML part as a mail program shows it: loaded from its own page, whose policy lets its
 * inline styles and images through and runs nothing. The frame stays sandboxed (no scripts, no
 * same-origin, no navigation). Its width picks phone or desktop; its colours are asked of the page
 * (`?colours=`), which turns the mail's dark-mode rules on or off, so they apply exactly when Dark is
 * chosen, whatever this browser prefers (not every browser passes a frame's color-scheme to its
 * media queries).
 */
export function MailPreview({ id, title }: { id: string; title: string }) {
  const [width, setWidth] = useState<Width>('desktop');
  const [colours, setColours] = useState<Colours>('light');
  const frameStyle: CSSProperties = { ...FRAME_STYLE[colours], width: width === 'phone' ? `${PHONE_WIDTH_PX}px` : '100%' };
  return (
    <>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
        <ToggleGroup legend="Width" value={width} options={WIDTHS} onChange={setWidth} />
        <ToggleGroup legend="Colours" value={colours} options={COLOURS} onChange={setColours} />
      </div>
      {/* At 360 px the frame is wider than the pane: it scrolls here, and the page does not. */}
      <div className="mt-1 max-w-full overflow-x-auto">
        <iframe
          title={title}
          sandbox=""
          src={sandboxMailHtmlUrl(id, colours)}
          style={frameStyle}
          className="block h-[32rem] max-w-none rounded border border-slate-200 dark:border-slate-700"
        />
      </div>
    </>
  );
}
