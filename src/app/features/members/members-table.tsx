import type { Member } from '#contract/members';
import { Button } from '#app/components/ui/button';
import { PHONE_SLOT_CLASS, PHONE_TABLE } from '#app/components/phone-table';
import { RelativeTime } from '#app/components/ui/relative-time';
import { roleWords, sitesWords } from './member-words';

export type MemberAction = { kind: 'edit' | 'remove' | 'leave' | 'make-owner'; member: Member };

interface MembersTableProps {
  members: readonly Member[];
  meId: string | undefined;
  /** The caller is an owner: only owners change, remove or make owners. */
  callerIsOwner: boolean;
  siteName: (id: string) => string | undefined;
  onAction: (action: MemberAction) => void;
}

const TH = 'px-3 py-3';
const TD = `border-t border-slate-100 px-3 py-3 align-top text-sm dark:border-slate-800 ${PHONE_TABLE.cell}`;
const COLUMNS = ['Name', 'Email', 'Role', 'Sites', 'Two-factor', 'Last sign-in'];

export function MembersTable({ members, meId, callerIsOwner, siteName, onAction }: MembersTableProps) {
  return (
    <div
      role="region"
      aria-labelledby="members-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table role="table" className={`w-full border-collapse sm:min-w-[56rem] ${PHONE_TABLE.table}`}>
        <caption id="members-caption" className="sr-only">
          Members
        </caption>
        <thead
          role="rowgroup"
          className={`bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300 ${PHONE_TABLE.head}`}
        >
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} role="columnheader" scope="col" className={TH}>
                {column}
              </th>
            ))}
            <th role="columnheader" scope="col" className={TH}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={PHONE_TABLE.body}>
          {members.map((member) => {
            const me = member.id === meId;
            const mayTouch = callerIsOwner || member.role !== 'owner';
            return (
              <tr
                key={member.id}
                role="row"
                className={`max-sm:border-t max-sm:border-slate-200 dark:max-sm:border-slate-700 ${PHONE_TABLE.row}`}
              >
                <th role="rowheader" scope="row" className={`${TD} text-left font-medium ${PHONE_SLOT_CLASS.title}`}>
                  {member.name}
                  {me ? (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold dark:bg-slate-800">You</span>
                  ) : null}
                </th>
                <td role="cell" data-phone-label="Email" className={`${TD} break-all ${PHONE_SLOT_CLASS.full}`}>
                  {member.email}
                </td>
                <td role="cell" data-phone-label="Role" className={TD}>
                  {roleWords(member.role)}
                </td>
                <td role="cell" data-phone-label="Sites" className={TD}>
                  {sitesWords(member.sites, siteName)}
                </td>
                <td role="cell" data-phone-label="Two-factor" className={TD}>
                  {member.two_factor ? 'On' : 'Off'}
                </td>
                <td role="cell" data-phone-label="Last sign-in" className={`${TD} whitespace-nowrap`}>
                  {member.last_signed_in_at ? <RelativeTime iso={member.last_signed_in_at} /> : 'Never'}
                </td>
                <td role="cell" className={`${TD} ${PHONE_SLOT_CLASS.full}`}>
                  <span className="flex flex-wrap gap-2">
                    {mayTouch && !me ? (
                      <Button
                        variant="secondary"
                        aria-label={`Change role of ${member.name}`}
                        onClick={() => onAction({ kind: 'edit', member })}
                      >
                        Change role
                      </Button>
                    ) : null}
                    {callerIsOwner && !me && member.role !== 'owner' ? (
                      <Button
                        variant="secondary"
                        aria-label={`Make ${member.name} owner`}
                        onClick={() => onAction({ kind: 'make-owner', member })}
                      >
                        Make owner
                      </Button>
                    ) : null}
                    {me ? (
                      <Button variant="secondary" onClick={() => onAction({ kind: 'leave', member })}>
                        Leave account
                      </Button>
                    ) : mayTouch ? (
                      <Button
                        variant="secondary"
                        aria-label={`Remove ${member.name}`}
                        onClick={() => onAction({ kind: 'remove', member })}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
