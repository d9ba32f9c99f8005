/**
 * What a users or staff list says when it could not load. Spec 8 has list load errors only
 * logged; a silent empty list would claim there are no users.
 */
export const LIST_LOAD_ERROR =
  'Не удалось загрузить список. Обновите страницу или попробуйте позже.';
