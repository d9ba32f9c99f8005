import { Stack, Typography } from '@storefront/shared/mui/core';
import { PagerButtons } from '@storefront/shared/ui/admin/pager';
import { useCatalogTranslation } from '../i18n';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** A line above the buttons, e.g. the products' 'Показано 21–40 из 57 товаров'. */
  summary?: string;
}

/** The back-office pager with room for a summary line above its buttons. */
export function Pager({ page, pages, onPage, summary }: PagerProps) {
  const { t } = useCatalogTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('common.pages')}
      spacing={1}
      sx={{ alignItems: 'center', mt: 2 }}
    >
      {summary && <Typography color="text.secondary">{summary}</Typography>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PagerButtons page={page} pages={pages} onPage={onPage} />
      </Stack>
    </Stack>
  );
}
