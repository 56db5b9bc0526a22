import type { MadeBy } from '#contract/orders';
import { humanize } from '#app/lib/format/humanize';

const ACTOR_TEXT: Readonly<Record<string, string>> = {
  api: 'Placed through the API',
  ops: 'Service center',
  driver: 'Driver',
};

const ICON = 'h-4 w-4 shrink-0';

function ActorIcon({ actor }: { actor: string }) {
  switch (actor) {
    case 'api':
      return (
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className={ICON}>
          <path d="M8 6 2 12l6 6M16 6l6 6-6 6" />
        </svg>
      );
    case 'ops':
      return (
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className={ICON}>
          <path d="M3 21V9l6-4v4l6-4v4l6-4v16H3Z" />
        </svg>
      );
    case 'driver':
      return (
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className={ICON}>
          <path d="M1 6h13v10H1zM14 10h4l4 4v2h-8z" />
          <circle cx="6" cy="18" r="2" />
          <circle cx="18" cy="18" r="2" />
        </svg>
      );
    default:
      return (
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className={ICON}>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
        </svg>
      );
  }
}

/** "By Dana Whitfield in the portal" or "By the API key “Reorder bot”"; an unknown kind by its name alone. */
export function madeByText(madeBy: MadeBy): string {
  if (madeBy.kind === 'user') return `By ${madeBy.name} in the portal`;
  if (madeBy.kind === 'api_key') return `By the API key “${madeBy.name}”`;
  return `By ${madeBy.name}`;
}

/** The words without who made it (a server without `made_by`): the actor, as the spec has it. */
function actorText(actor: string, status: string | undefined): string {
  // The customer also cancels and reschedules; only placing is "placed".
  if (actor === 'api' && status !== undefined && status !== 'pending') return 'You, through the portal or API';
  return ACTOR_TEXT[actor] ?? humanize(actor);
}

/** Who made a timeline move: an icon for the eye, always with the words (unknown actors humanized). */
export function ActorLabel({ actor, status, madeBy }: { actor: string; status?: string; madeBy?: MadeBy | undefined }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
      <ActorIcon actor={madeBy?.kind === 'user' ? 'user' : actor} />
      {madeBy ? madeByText(madeBy) : actorText(actor, status)}
    </span>
  );
}
