import { Button, Stack, Typography } from '@storefront/shared/mui/core';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** A line above the buttons, e.g. the products' 'Показано 21–40 из 57 товаров'. */
  summary?: string;
}

/** 'Страница N из M' with 'Назад' and 'Вперёд'. An empty list still has page 1 of 1. */
export function Pager({ page, pages, onPage, summary }: PagerProps) {
  const last = Math.max(pages, 1);
  return (
    <Stack component="nav" aria-label="Страницы" spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
      {summary && <Typography color="text.secondary">{summary}</Typography>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Назад
        </Button>
        <Typography>{`Страница ${page} из ${last}`}</Typography>
        <Button variant="outlined" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Вперёд
        </Button>
      </Stack>
    </Stack>
  );
}
