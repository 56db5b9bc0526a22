import type { Scope } from '#contract/scopes';

/** One line in place of write actions the session can't take, naming the missing scopes. */
export function WriteAccessNote({ missing, actions }: { missing: readonly Scope[]; actions: string }) {
  if (missing.length === 0) return null;
  const scopes = missing.map((scope) => `“${scope}”`).join(' and ');
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      Read-only access: {actions} need the {scopes} {missing.length === 1 ? 'scope' : 'scopes'}, which your access does not
      include.
    </p>
  );
}
