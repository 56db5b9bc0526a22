import { createContext, useContext } from 'react';

/**
 * The site the order form works at (the site in scope, checked by the route's loader): the parts it
 * offers, the due parts and a search are that site's. Undefined for all sites, or a server without sites.
 */
export const OrderingSiteContext = createContext<string | undefined>(undefined);

export const useOrderingSite = () => useContext(OrderingSiteContext);
