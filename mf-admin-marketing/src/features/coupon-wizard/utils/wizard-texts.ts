/**
 * The wizard's own sentences beyond the spec's, in one place for the English locale to come.
 */
export const WIZARD_TEXTS = {
  draftKept:
    'Введённое сохраняется как черновик до закрытия вкладки: его не сотрут ни обновление страницы, ни переход назад.',
} as const;
