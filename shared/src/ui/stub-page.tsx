import { Paper, Stack, Typography } from '@storefront/shared/mui/core';

/** A titled page with one line of text: the public placeholders and the customer stubs. */
export function StubPage({ title, text }: { title: string; text: string }) {
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </Stack>
    </Paper>
  );
}
