import { Link } from '@tanstack/react-router';
import { formatCount } from '#app/lib/format/format';
import type { FoundParts } from '#app/features/parts/api/part-find-query';

/** Several parts match what was typed: the best ones to choose from, and the way to all of them. */
export function FoundPartsList({ found, sought }: { found: FoundParts; sought: string }) {
  const { parts, total, bestFirst } = found;
  const more = total > parts.length;
  const order = bestFirst ? 'best match first' : 'newest first';
  return (
    <>
      <p>
        {more
          ? `${formatCount(total)} parts match “${sought}”; the ${formatCount(parts.length)} here are ${order}:`
          : `${formatCount(total)} parts match; choose one:`}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {parts.map((part) => (
          <li key={part.id}>
            {/* Underlined: beside the serial number's text, colour alone would not tell the link apart. */}
            <Link to="/parts/$partId" params={{ partId: part.id }} className="underline">
              {part.internal_label}
            </Link>
            {part.serial_number ? ` · S/N ${part.serial_number}` : null}
          </li>
        ))}
      </ul>
      {more ? (
        <p className="mt-2">
          <Link to="/parts" search={{ q: sought }}>
            See all {formatCount(total)} in the parts list
          </Link>
        </p>
      ) : null}
    </>
  );
}
