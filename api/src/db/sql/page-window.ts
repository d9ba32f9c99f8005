/** Which page of a list a statement answers: page from 1, `size` rows (the routes' Paging). */
export interface PageWindow {
  page: number;
  size: number;
}
