/** Spec 9: the overview tabs list this many items. */
export const OVERVIEW_LIST_SIZE = 5;

/** What an overview list asks for: the first few, newest first. */
export const OVERVIEW_PAGE = { page: 1, size: OVERVIEW_LIST_SIZE };
