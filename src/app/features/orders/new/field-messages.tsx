/** A field's error(s) or notes, linked to the control with aria-describedby={id}. */
export function FieldMessages({
  id,
  errors = [],
  notes = [],
}: {
  id: string;
  errors?: readonly string[];
  notes?: readonly string[];
}) {
  if (errors.length === 0 && notes.length === 0) return <span id={id} hidden />;
  return (
    <div id={id} className="mt-1 space-y-1 text-sm">
      {errors.map((message) => (
        <p key={message} className="font-medium text-red-800 dark:text-red-300">
          {message}
        </p>
      ))}
      {notes.map((message) => (
        <p key={message} className="text-slate-700 dark:text-slate-300">
          {message}
        </p>
      ))}
    </div>
  );
}
