import { linkOptions, type LinkOptions } from '@tanstack/react-router';
import type { WearCount } from './wear-count-query';

export interface PartCountTile {
  status?: 'with_customer' | 'in_service';
  label: string;
  hint: string;
  /** The list this count comes from, with the same filter. */
  link: LinkOptions;
}

export const PART_TILES: readonly PartCountTile[] = [
  { label: 'Parts', hint: 'registered to the account', link: linkOptions({ to: '/parts' }) },
  {
    status: 'with_customer',
    label: 'Parts with you',
    hint: 'in use at your site',
    link: linkOptions({ to: '/parts', search: { status: 'with_customer' } }),
  },
  {
    status: 'in_service',
    label: 'Parts in service',
    hint: 'picked up, at the centre or on the way back',
    link: linkOptions({ to: '/parts', search: { status: 'in_service' } }),
  },
];

export interface WearTile {
  which: WearCount;
  label: string;
  hint: string;
  link: LinkOptions;
}

/** Shown only when the server has the wear extensions. */
export const WEAR_TILES: readonly WearTile[] = [
  {
    which: 'due_now',
    label: 'Due for service',
    hint: 'with you, worn 70% or more',
    link: linkOptions({ to: '/parts', search: { status: 'with_customer', wear: 'due', sort: '-wear_level' } }),
  },
  {
    which: 'due_soon',
    label: 'Due in the next 14 days',
    hint: 'with you, by each part’s forecast (due ones included)',
    link: linkOptions({ to: '/parts', search: { status: 'with_customer', due: '14d', sort: 'forecast_due_at' } }),
  },
];
