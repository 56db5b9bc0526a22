import { emptySiteForm, type SiteFormValues } from '#app/features/sites/form/site-form-values';

/** A site form with every required field filled (a Chicago kitchen), changed by `patch`. */
export const filledSiteForm = (patch: Partial<SiteFormValues> = {}): SiteFormValues => ({
  ...emptySiteForm(),
  name: '  Harbour St ',
  line1: '1 Harbour St',
  city: 'Chicago',
  country: 'us',
  time_zone: 'America/Chicago',
  ...patch,
});
