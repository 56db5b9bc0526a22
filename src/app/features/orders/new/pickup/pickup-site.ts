import { createContext, useContext } from 'react';

/**
 * The site the order picks up at (the sites extension): the picker offers the windows that site
 * can take. Undefined on a server without sites, or while the parts span several sites.
 */
export const PickupSiteContext = createContext<string | undefined>(undefined);

export const usePickupSite = () => useContext(PickupSiteContext);
