import { Button, Stack, Typography } from '@storefront/shared/mui/core';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** 'Страница X из Y' with previous and next, as every list of the back-office pages. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const last = Math.max(pages, 1);
  return (
    <Stack
      component="nav"
      aria-label="Страницы"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', mt: 2 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Назад
      </Button>
      <Typography>{`Страница ${page} из ${last}`}</Typography>
      <Button variant="outlined" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Вперёд
      </Button>
    </Stack>
  );
}
