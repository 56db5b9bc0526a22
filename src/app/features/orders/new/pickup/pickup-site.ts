import { createContext, useContext } from 'react';

/**
 * The site the order picks up at (the sites extension): the picker offers the windows that site
 * can take. Undefined on a server without sites, or while the parts span several sites; null while
 * a chosen part is still being looked up (the windows wait for its site rather than ask twice).
 */
export const PickupSiteContext = createContext<string | undefined | null>(undefined);

export const usePickupSite = () => useContext(PickupSiteContext);
