/** Spec 9: the overview tabs list this many items. */
export const OVERVIEW_LIST_SIZE = 5;
