import { useState } from 'react';
import type { Site } from '#contract/sites';
import { Dialog } from '#app/components/ui/dialog';
import { useCreateSite, useUpdateSite } from '../api/site-mutations';
import { SiteForm } from '../form/site-form';
import { emptySiteForm, siteFormOf } from '../form/site-form-values';

export function AddSiteDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateSite(onClose);
  const [initial] = useState(emptySiteForm);
  return (
    <Dialog title="Add a site" onClose={onClose} busy={create.isPending}>
      <SiteForm
        initial={initial}
        submit={create.submit}
        isPending={create.isPending}
        error={create.error}
        onCancel={onClose}
        labels={['Add site', 'Adding…']}
      />
    </Dialog>
  );
}

export function EditSiteDialog({ site, onClose }: { site: Site; onClose: () => void }) {
  const update = useUpdateSite(site.id, onClose);
  const [initial] = useState(() => siteFormOf(site));
  return (
    <Dialog title={`Edit “${site.name}”`} onClose={onClose} busy={update.isPending}>
      <SiteForm
        initial={initial}
        submit={update.submit}
        isPending={update.isPending}
        error={update.error}
        onCancel={onClose}
        labels={['Save changes', 'Saving…']}
      />
    </Dialog>
  );
}
