import { CATEGORY_LABELS, DELIVERY_MODES, NOTIFICATION_CATEGORIES, type CategoryModes } from '#contract/notifications';
import { MODE_WORDS } from './notification-modes';
import { CATEGORY_HINTS } from './notification-words';
import { CATEGORIES_FIELD_ID, categoryFieldId, type PreferencesProblems } from './preferences-form-values';

interface CategoryGridProps {
  value: CategoryModes;
  onChange: (next: CategoryModes) => void;
  problems: PreferencesProblems;
}

const ERROR = 'text-sm font-medium text-red-800 dark:text-red-300';
/** Wide screens: a name column and one column per mode. A phone: each category a card with its three choices. */
const ROW = 'sm:grid sm:grid-cols-[minmax(0,1fr)_repeat(3,7.5rem)] sm:items-center sm:gap-x-2';

/** Categories × Instant / Daily digest / Off: each category one radio group (arrow keys move within it). */
export function CategoryGrid({ value, onChange, problems }: CategoryGridProps) {
  const groupError = problems.categories;
  return (
    <fieldset
      id={CATEGORIES_FIELD_ID}
      tabIndex={-1}
      aria-describedby={groupError ? `${CATEGORIES_FIELD_ID}-error` : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 text-lg font-semibold">What to send</legend>
      <div aria-hidden="true" className={`hidden px-3 text-xs font-medium text-slate-700 sm:grid dark:text-slate-300 ${ROW}`}>
        <span>Category</span>
        {DELIVERY_MODES.map((mode) => (
          <span key={mode} className="text-center">
            {MODE_WORDS[mode]}
          </span>
        ))}
      </div>
      {NOTIFICATION_CATEGORIES.map((category) => {
        const id = categoryFieldId(category);
        const error = problems[`categories.${category}`];
        return (
          <fieldset
            key={category}
            id={id}
            tabIndex={-1}
            aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
            className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          >
            <legend className="sr-only">{CATEGORY_LABELS[category]}</legend>
            <div className={ROW}>
              <div aria-hidden="true" className="mb-2 min-w-0 sm:mb-0">
                <span className="text-sm font-medium">{CATEGORY_LABELS[category]}</span>
              </div>
              {DELIVERY_MODES.map((mode) => (
                <label
                  key={mode}
                  className="mr-4 inline-flex min-h-11 items-center gap-2 text-sm sm:mr-0 sm:min-h-10 sm:justify-center"
                >
                  <input
                    type="radio"
                    name={`notify-${category}`}
                    value={mode}
                    checked={value[category] === mode}
                    onChange={() => onChange({ ...value, [category]: mode })}
                    className="size-4"
                  />
                  <span className="sm:sr-only">{MODE_WORDS[mode]}</span>
                </label>
              ))}
            </div>
            <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
              {CATEGORY_HINTS[category]}
            </p>
            {error ? (
              <p id={`${id}-error`} className={`mt-1 ${ERROR}`}>
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {groupError ? (
        <p id={`${CATEGORIES_FIELD_ID}-error`} className={ERROR}>
          {groupError}
        </p>
      ) : null}
    </fieldset>
  );
}
