/**
 * For the router's `scrollRestoration`: restore (or reset to the top) on every
 * render except those of a fresh page load's own location, where the page starts
 * at the top with nothing to restore. Skipping them matters because scrolling,
 * even to where the page already is, makes the browser lay out the whole page
 * inside the render that shows the first screen: one long task on a phone. A
 * reload or back/forward load keeps its restoration, as does a #fragment; any
 * later navigation (including back to the first page) gets a new location object.
 */
export function createScrollRestorationGate(navigationType: () => string | undefined = currentNavigationType) {
  let firstLocation: object | undefined;
  return ({ location }: { location: { hash: string } }): boolean => {
    firstLocation ??= location;
    return !(location === firstLocation && location.hash === '' && navigationType() === 'navigate');
  };
}

function currentNavigationType(): string | undefined {
  return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
}
