import { linkOptions, type LinkOptions } from '@tanstack/react-router';

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

/** Cards on the overview, for the pending skeleton's shape. */
export const OVERVIEW_TILE_COUNT = PART_TILES.length + 3;
