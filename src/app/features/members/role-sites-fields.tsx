import type { MemberRole } from '#contract/members';
import type { Site } from '#contract/sites';
import { ROLE_HINTS, ROLE_WORDS, isAccountWide } from './member-words';

/** What the form holds: every site, or the ids ticked. */
export interface RoleSitesValue {
  role: MemberRole;
  allSites: boolean;
  siteIds: string[];
}

export const ROLE_FIELD_ID = 'member-role';
export const SITES_FIELD_ID = 'member-sites';

/** What the server is sent: owners and admins always reach every site. */
export function sitesToSend(value: RoleSitesValue): 'all' | string[] {
  return isAccountWide(value.role) || value.allSites ? 'all' : value.siteIds;
}

interface RoleSitesFieldsProps {
  value: RoleSitesValue;
  onChange: (value: RoleSitesValue) => void;
  roles: readonly MemberRole[];
  /** Active sites; null on a server without sites (then every member reaches everything). */
  sites: readonly Site[] | null;
  errors: { role?: string; sites?: string };
}

const LEGEND = 'text-sm font-medium';
const ERROR = 'text-sm font-medium text-red-800 dark:text-red-300';
const HINT = 'text-xs text-slate-700 dark:text-slate-300';

export function RoleSitesFields({ value, onChange, roles, sites, errors }: RoleSitesFieldsProps) {
  const wide = isAccountWide(value.role);
  const toggle = (id: string, on: boolean) =>
    onChange({ ...value, siteIds: on ? [...value.siteIds, id] : value.siteIds.filter((siteId) => siteId !== id) });
  return (
    <>
      <fieldset
        id={ROLE_FIELD_ID}
        tabIndex={-1}
        className="flex flex-col gap-2"
        aria-describedby={errors.role ? `${ROLE_FIELD_ID}-error` : undefined}
      >
        <legend className={`${LEGEND} mb-1`}>Role</legend>
        {roles.map((role) => (
          <div key={role} className="flex items-start gap-2 text-sm">
            <input
              id={`${ROLE_FIELD_ID}-${role}`}
              type="radio"
              name="member-role"
              value={role}
              checked={value.role === role}
              onChange={() => onChange({ ...value, role })}
              aria-describedby={`${ROLE_FIELD_ID}-${role}-hint`}
              className="mt-1"
            />
            <span>
              <label htmlFor={`${ROLE_FIELD_ID}-${role}`} className="font-medium">
                {ROLE_WORDS[role]}
              </label>
              <span id={`${ROLE_FIELD_ID}-${role}-hint`} className={`block ${HINT}`}>
                {ROLE_HINTS[role]}
              </span>
            </span>
          </div>
        ))}
        {errors.role ? (
          <p id={`${ROLE_FIELD_ID}-error`} className={ERROR}>
            {errors.role}
          </p>
        ) : null}
      </fieldset>
      {sites === null ? null : (
        <fieldset
          id={SITES_FIELD_ID}
          tabIndex={-1}
          className="flex flex-col gap-2"
          aria-describedby={errors.sites ? `${SITES_FIELD_ID}-error` : undefined}
        >
          <legend className={`${LEGEND} mb-1`}>Sites</legend>
          {wide ? <p className={HINT}>Owners and admins reach every site.</p> : null}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="member-sites"
              checked={wide || value.allSites}
              disabled={wide}
              onChange={() => onChange({ ...value, allSites: true })}
            />
            All sites, including new ones
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="member-sites"
              checked={!wide && !value.allSites}
              disabled={wide || sites.length === 0}
              onChange={() => onChange({ ...value, allSites: false })}
            />
            Only these sites
          </label>
          {!wide && !value.allSites ? (
            <ul className="ml-6 flex flex-col gap-1">
              {sites.map((site) => (
                <li key={site.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={value.siteIds.includes(site.id)}
                      onChange={(event) => toggle(site.id, event.target.checked)}
                    />
                    {site.name}
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          {errors.sites ? (
            <p id={`${SITES_FIELD_ID}-error`} className={ERROR}>
              {errors.sites}
            </p>
          ) : null}
        </fieldset>
      )}
    </>
  );
}

/** The sites problems of a 422 as one message: `sites` itself and each `sites.<i>`. */
export function sitesProblem(fieldErrors: Record<string, string>): string | undefined {
  const messages = Object.entries(fieldErrors)
    .filter(([field]) => field === 'sites' || field.startsWith('sites.'))
    .map(([, message]) => message);
  return messages.length > 0 ? messages.join(' ') : undefined;
}
