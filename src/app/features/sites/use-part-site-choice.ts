import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { sitesQueryOptions } from './api/sites-query';
import {
  defaultSiteId,
  loadRememberedSite,
  rememberSite,
  siteChoices,
  sitesByName,
  type SiteChoiceScope,
  type SiteOption,
} from './part-site-choice';
import { useSiteInScope } from './site-scope';

export interface PartSiteChoice {
  /** Every active site in name order (one included); null from a server without sites, or until they are known. */
  sites: SiteOption[] | null;
  /** The active sites in name order; empty when the form offers no choice (one site, or a server without sites). */
  choices: SiteOption[];
  /** The chosen site's id, '' when there is no choice (nothing is sent: the server defaults). */
  siteId: string;
  choose: (siteId: string) => void;
  /** The sites are still being asked for: a submit now could miss a required site. */
  pending: boolean;
}

/**
 * The "Site" a new part goes to: the site the screen is scoped to (the header's switcher), else the
 * one last chosen in this form, else the first active site by name.
 */
export function usePartSiteChoice(scope: SiteChoiceScope): PartSiteChoice {
  const sites = useQuery({ ...sitesQueryOptions('active'), retry: false });
  const inScope = useSiteInScope();
  const [chosen, setChosen] = useState(() => inScope ?? loadRememberedSite(scope));
  // One array per answer from the server: an import's rows are checked again only when the sites change.
  const all = useMemo(() => (sites.data ? sitesByName(sites.data) : null), [sites.data]);
  const choices = useMemo(() => siteChoices(all), [all]);
  return {
    sites: all,
    choices,
    siteId: defaultSiteId(choices, chosen),
    choose: (siteId) => {
      setChosen(siteId);
      rememberSite(scope, siteId);
    },
    pending: sites.isPending,
  };
}
