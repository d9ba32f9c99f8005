import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { Button, Stack, Typography } from '@storefront/shared/mui/core';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** 'Назад', 'Страница N из M', 'Вперёд'. An empty list still has page 1 of 1. */
function PagerButtons({ page, pages, onPage }: PagerProps) {
  const { t } = useSharedTranslation();
  const last = Math.max(pages, 1);
  return (
    <>
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Typography>{t('pager.page', { page, pages: last })}</Typography>
      <Button variant="outlined" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </>
  );
}

export interface LabelledPagerProps extends PagerProps {
  /** A line above the buttons (the products' 'Показано 21–40 из 57 товаров'). */
  summary?: string;
  /** The landmark's name where a page holds two pagers; 'Страницы' unless given. */
  label?: string;
}

/**
 * Spec 2.5: the pager under every back-office list, a 'Страницы' navigation landmark, with an
 * optional line above its buttons.
 */
export function Pager({ summary, label, ...props }: LabelledPagerProps) {
  const { t } = useSharedTranslation();
  if (summary) {
    return (
      <Stack
        component="nav"
        aria-label={label ?? t('pager.label')}
        spacing={1}
        sx={{ alignItems: 'center', mt: 2 }}
      >
        <Typography color="text.secondary">{summary}</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PagerButtons {...props} />
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack
      component="nav"
      aria-label={label ?? t('pager.label')}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', mt: 2 }}
    >
      <PagerButtons {...props} />
    </Stack>
  );
}
