import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '#app/features/settings/settings-page';

export const Route = createFileRoute('/_portal/settings/')({
  head: () => ({ meta: [{ title: 'Settings · Whetstone' }] }),
  component: SettingsPage,
});
