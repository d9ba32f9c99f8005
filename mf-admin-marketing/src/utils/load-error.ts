/** Spec 8: the marketing screens' load failure, for lists and summary cards alike. */
export const LOAD_ERROR = 'Ошибка загрузки данных';
