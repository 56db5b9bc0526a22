/**
 * A schedule begun on the new-order form, carried to the sites screen in the history entry's state
 * (not the URL): no search parameter for the first load to validate, and nothing of it outlives the tab.
 */
export interface ScheduleDraft {
  site_id?: string | undefined;
  part_ids?: string[] | undefined;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    scheduleDraft?: ScheduleDraft;
  }
}
