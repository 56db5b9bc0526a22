import { describe, expect, it } from 'vitest';
import { sitesOfParts } from './order-sites';

const at: Record<string, { site_id?: string }> = {
  a1: { site_id: 'site_a' },
  a2: { site_id: 'site_a' },
  b1: { site_id: 'site_b' },
  bare: {},
};

describe('where an order of the chosen parts picks up', () => {
  it('is the one site they are all at', () => {
    expect(sitesOfParts(['a1', 'a2'], (id) => at[id])).toEqual({ pickupSite: 'site_a', siteGroups: [] });
  });

  it('is no site while the parts span several: each site’s parts make a group, in the order chosen', () => {
    expect(sitesOfParts(['a1', 'b1', 'a2'], (id) => at[id])).toEqual({
      pickupSite: undefined,
      siteGroups: [
        { siteId: 'site_a', partIds: ['a1', 'a2'] },
        { siteId: 'site_b', partIds: ['b1'] },
      ],
    });
  });

  it('leaves out parts not known yet and parts without a site (a server without sites)', () => {
    expect(sitesOfParts(['a1', 'unknown', 'bare'], (id) => at[id])).toEqual({ pickupSite: 'site_a', siteGroups: [] });
    expect(sitesOfParts(['bare'], (id) => at[id])).toEqual({ pickupSite: undefined, siteGroups: [] });
  });
});
