import { humanize } from '#app/lib/format/humanize';

/** 24×24 outline paths per known type; a type this client has never seen gets the neutral tag. */
const ICON_PATHS: Record<string, string> = {
  blade: 'M4 20 L20 4 M8 20 L20 8 M4 20 H8',
  scissor: 'M6 6 m-3 0 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 M6 18 m-3 0 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 M8.5 7.5 L20 19 M8.5 16.5 L20 5',
  saw: 'M3 9 H21 V14 H3 Z M3 14 L5 17 L7 14 L9 17 L11 14 L13 17 L15 14 L17 17 L19 14 L21 17',
  knife: 'M3 16 L15 4 L17 6 L8 16 Z M8 16 L11 19 L21 19',
  chisel: 'M10 3 H14 V13 H10 Z M10 13 L12 21 L14 13',
  drill_bit: 'M12 2 V22 M8 6 L16 9 M8 11 L16 14 M8 16 L16 19',
};
const UNKNOWN_PATH = 'M4 4 H13 L20 11 L13 18 L4 18 Z M8 8 m-1 0 a1 1 0 1 0 2 0 a1 1 0 1 0 -2 0';

export function PartTypeIcon({ type, className = 'h-4 w-4' }: { type: string; className?: string }) {
  const path = Object.hasOwn(ICON_PATHS, type) ? ICON_PATHS[type] : UNKNOWN_PATH;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={path} />
    </svg>
  );
}

/** Icon and name; the name is the accessible text, the icon is decoration. */
export function PartTypeLabel({ type }: { type: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <PartTypeIcon type={type} className="h-4 w-4 text-slate-600 dark:text-slate-300" />
      <span>{humanize(type)}</span>
    </span>
  );
}
