import { useState, type FormEvent } from 'react';
import { MEMBER_ROLES, type Member } from '#contract/members';
import type { Site } from '#contract/sites';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { TeamErrorPanel } from './team-error-panel';
import { ApiError } from '#app/lib/http/api-error';
import { useUpdateMember } from './api/member-mutations';
import { initialRoleSites, memberUpdateOf, sitesChoiceProblem } from './member-update';
import { RoleSitesFields, sitesProblem, type RoleSitesValue } from './role-sites-fields';

interface EditMemberDialogProps {
  member: Member;
  callerIsOwner: boolean;
  sites: readonly Site[] | null;
  onClose: () => void;
}

export function EditMemberDialog({ member, callerIsOwner, sites, onClose }: EditMemberDialogProps) {
  const [value, setValue] = useState<RoleSitesValue>(() => initialRoleSites(member));
  const [choiceProblem, setChoiceProblem] = useState<string | undefined>();
  const update = useUpdateMember(member.id);
  const roles = MEMBER_ROLES.filter((role) => callerIsOwner || role !== 'owner');
  const fieldErrors = update.error instanceof ApiError && update.error.status === 422 ? update.error.fieldErrors() : {};
  const otherError = update.error && Object.keys(fieldErrors).length === 0 ? update.error : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = sitesChoiceProblem(value, (sites ?? []).length > 0);
    setChoiceProblem(problem);
    if (problem) return;
    const changes = memberUpdateOf(member, value);
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate(changes, { onSuccess: onClose });
  }

  return (
    <Dialog title={`Change role of ${member.name}`} onClose={onClose} busy={update.isPending}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <RoleSitesFields
          value={value}
          onChange={setValue}
          roles={roles}
          sites={sites}
          errors={{ role: fieldErrors['role'], sites: choiceProblem ?? sitesProblem(fieldErrors) }}
        />
        <p className="text-sm text-slate-700 dark:text-slate-300">The change holds from {member.name}’s next request.</p>
        {otherError ? <TeamErrorPanel error={otherError} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
