import { linkOptions, type LinkOptions } from '@tanstack/react-router';
import type { CountedResource } from './resource-count-query';

export interface OverviewTile {
  resource: CountedResource;
  status?: string;
  label: string;
  hint: string;
  /** The list this count comes from, with the same filter. */
  link: LinkOptions;
}

export const OVERVIEW_TILES: readonly OverviewTile[] = [
  { resource: 'parts', label: 'Parts', hint: 'registered to the account', link: linkOptions({ to: '/parts' }) },
  {
    resource: 'parts',
    status: 'in_service',
    label: 'Parts in service',
    hint: 'picked up, at the centre or on the way back',
    link: linkOptions({ to: '/parts', search: { status: 'in_service' } }),
  },
  {
    resource: 'orders',
    status: 'pending',
    label: 'Pending orders',
    hint: 'waiting to be scheduled',
    link: linkOptions({ to: '/orders', search: { status: 'pending' } }),
  },
  {
    resource: 'orders',
    status: 'in_service',
    label: 'Orders in service',
    hint: 'being sharpened',
    link: linkOptions({ to: '/orders', search: { status: 'in_service' } }),
  },
  {
    resource: 'invoices',
    status: 'sent',
    label: 'Invoices to pay',
    hint: 'sent, not yet paid',
    link: linkOptions({ to: '/invoices', search: { status: 'sent' } }),
  },
  {
    resource: 'invoices',
    status: 'overdue',
    label: 'Overdue invoices',
    hint: 'past their due date',
    link: linkOptions({ to: '/invoices', search: { status: 'overdue' } }),
  },
];
