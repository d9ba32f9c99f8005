import { Paper, Stack, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';

export interface StubPageProps {
  title: string;
  text: string;
  /** Above the title (the admin placeholders' 'Панель администратора' chip). */
  overline?: ReactNode;
}

/** A titled page with one line of text: the public placeholders and the customer stubs. */
export function StubPage({ title, text, overline }: StubPageProps) {
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5} sx={overline ? { alignItems: 'flex-start' } : undefined}>
        {overline}
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </Stack>
    </Paper>
  );
}
