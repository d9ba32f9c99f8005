import { Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { type ReactNode, useId } from 'react';

export interface SettingsSectionProps {
  title: string;
  /** What the section's fields change for visitors. */
  description?: string;
  children: ReactNode;
}

/** One block of the form, a landmark named by its h2 so a screen reader can jump between them. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Paper>
  );
}
