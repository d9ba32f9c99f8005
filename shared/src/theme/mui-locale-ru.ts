/**
 * MUI's own texts (pagers, rating, autocomplete, alert) in Russian: a copy of MUI's `ruRU`
 * (@mui/material 9.5, `locale/ruRU`). Not imported from `@mui/material/locale` because that one
 * module holds all of MUI's ~50 languages and builds an `Intl.NumberFormat` for each as it loads:
 * 26 ms of every page's start-up here, 105 ms on a phone, for two languages used. MUI exports
 * no single language. English needs nothing: it is MUI's default.
 */
import type { Localization } from '@mui/material/locale';

let numbers: Intl.NumberFormat | undefined;
/** Made on first use (a table's pager), not as the page loads. */
function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  numbers ??= new Intl.NumberFormat('ru-RU');
  return numbers.format(value);
}

/** Both pagers' first, last, next and previous buttons, as MUI words them. */
function pagerStepLabel(type: string): string {
  if (type === 'first') return 'Перейти на первую страницу';
  if (type === 'last') return 'Перейти на последнюю страницу';
  if (type === 'next') return 'Перейти на следующую страницу';
  return 'Перейти на предыдущую страницу';
}

export const muiRussian: Localization = {
  components: {
    MuiBreadcrumbs: {
      defaultProps: {
        expandText: 'Показать полный путь',
      },
    },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pagerStepLabel,
        labelRowsPerPage: 'Строк на странице:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} из ${count !== -1 ? formatNumber(count) : `более чем ${formatNumber(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => {
          let pluralForm = 'Звёзд';
          const lastDigit = value % 10;
          if (lastDigit > 1 && lastDigit < 5) {
            pluralForm = 'Звезды';
          } else if (lastDigit === 1) {
            pluralForm = 'Звезда';
          }
          return `${value} ${pluralForm}`;
        },
        emptyLabelText: 'Рейтинг отсутствует',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Очистить',
        closeText: 'Закрыть',
        loadingText: 'Загрузка…',
        noOptionsText: 'Нет доступных вариантов',
        openText: 'Открыть',
      },
    },
    MuiAlert: {
      defaultProps: {
        closeText: 'Закрыть',
      },
    },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Навигация по страницам',
        getItemAriaLabel: (type, page, selected) => {
          if (type !== 'page') return pagerStepLabel(type);
          return selected ? `${page} страница` : `Перейти на ${page} страницу`;
        },
      },
    },
  },
};
