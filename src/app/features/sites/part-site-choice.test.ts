import { afterEach, describe, expect, it } from 'vitest';
import { defaultSiteId, loadRememberedSite, rememberSite, siteChoices } from './part-site-choice';

const harbour = { id: 'site_h', name: 'Harbour St' };
const midtown = { id: 'site_m', name: 'midtown' };
const lakeside = { id: 'site_l', name: 'Lakeside' };

afterEach(() => sessionStorage.clear());

describe('siteChoices', () => {
  it('offers no choice without sites or with one site: the server defaults', () => {
    expect(siteChoices(null)).toEqual([]);
    expect(siteChoices(undefined)).toEqual([]);
    expect(siteChoices([harbour])).toEqual([]);
  });

  it('lists two or more sites in name order, ignoring case', () => {
    expect(siteChoices([midtown, lakeside, harbour]).map((site) => site.name)).toEqual(['Harbour St', 'Lakeside', 'midtown']);
  });
});

describe('defaultSiteId', () => {
  const choices = siteChoices([midtown, lakeside, harbour]);

  it('is the remembered site while it is still a choice, else the first by name', () => {
    expect(defaultSiteId(choices, 'site_l')).toBe('site_l');
    expect(defaultSiteId(choices, 'site_archived')).toBe('site_h');
    expect(defaultSiteId(choices, null)).toBe('site_h');
  });

  it('is empty when there is nothing to choose', () => {
    expect(defaultSiteId([], 'site_l')).toBe('');
  });
});

describe('remembered site', () => {
  it('is kept per form for the browser session', () => {
    expect(loadRememberedSite('register-part')).toBeNull();
    rememberSite('register-part', 'site_m');
    expect(loadRememberedSite('register-part')).toBe('site_m');
    expect(loadRememberedSite('import-parts')).toBeNull();
  });
});
