/**
 * What a catalog list says when it could not load. Spec 8 has catalog load errors only logged;
 * a silent empty list would claim there is nothing.
 */
export const LIST_LOAD_ERROR = 'Не удалось загрузить список. Попробуйте ещё раз.';
