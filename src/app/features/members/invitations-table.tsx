import type { Invitation } from '#contract/members';
import { Button } from '#app/components/ui/button';
import { PHONE_SLOT_CLASS, PHONE_TABLE } from '#app/components/phone-table';
import { formatDateTime } from '#app/lib/format/format';
import { roleWords, sitesWords } from './member-words';

export type InvitationAction = { kind: 'resend' | 'revoke'; invitation: Invitation };

interface InvitationsTableProps {
  invitations: readonly Invitation[];
  siteName: (id: string) => string | undefined;
  onAction: (action: InvitationAction) => void;
}

const TH = 'px-3 py-3';
const TD = `border-t border-slate-100 px-3 py-3 align-top text-sm dark:border-slate-800 ${PHONE_TABLE.cell}`;
const COLUMNS = ['Email', 'Role', 'Sites', 'Invited by', 'Expires'];

export function InvitationsTable({ invitations, siteName, onAction }: InvitationsTableProps) {
  return (
    <div
      role="region"
      aria-labelledby="invitations-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table role="table" className={`w-full border-collapse sm:min-w-[48rem] ${PHONE_TABLE.table}`}>
        <caption id="invitations-caption" className="sr-only">
          Pending invitations
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
          {invitations.map((invitation) => (
            <tr
              key={invitation.id}
              role="row"
              className={`max-sm:border-t max-sm:border-slate-200 dark:max-sm:border-slate-700 ${PHONE_TABLE.row}`}
            >
              <th role="rowheader" scope="row" className={`${TD} break-all text-left font-medium ${PHONE_SLOT_CLASS.title}`}>
                {invitation.email}
              </th>
              <td role="cell" data-phone-label="Role" className={TD}>
                {roleWords(invitation.role)}
              </td>
              <td role="cell" data-phone-label="Sites" className={TD}>
                {sitesWords(invitation.sites, siteName)}
              </td>
              <td role="cell" data-phone-label="Invited by" className={TD}>
                {invitation.invited_by}
              </td>
              <td role="cell" data-phone-label="Expires" className={`${TD} whitespace-nowrap`}>
                {invitation.status === 'expired' ? (
                  <span className="font-semibold">Expired</span>
                ) : (
                  <time dateTime={invitation.expires_at}>{formatDateTime(invitation.expires_at)}</time>
                )}
              </td>
              <td role="cell" className={`${TD} ${PHONE_SLOT_CLASS.full}`}>
                <span className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    aria-label={`Resend invitation to ${invitation.email}`}
                    onClick={() => onAction({ kind: 'resend', invitation })}
                  >
                    Resend
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Revoke invitation to ${invitation.email}`}
                    onClick={() => onAction({ kind: 'revoke', invitation })}
                  >
                    Revoke
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
