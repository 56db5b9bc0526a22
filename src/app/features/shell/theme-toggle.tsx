import { setThemePreference, useThemePreference, type ThemePreference } from '#app/lib/theme';

const NEXT: Record<ThemePreference, ThemePreference> = { system: 'light', light: 'dark', dark: 'system' };
const LABEL: Record<ThemePreference, string> = { system: 'Theme: system', light: 'Theme: light', dark: 'Theme: dark' };

/** Cycles system → light → dark; "system" follows the OS setting live. */
export function ThemeToggle() {
  const preference = useThemePreference();
  return (
    <button
      type="button"
      onClick={() => setThemePreference(NEXT[preference])}
      aria-label={`${LABEL[preference]}. Switch to ${NEXT[preference]}`}
      className="min-h-10 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {LABEL[preference]}
    </button>
  );
}
