import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { Link, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';

export interface NotFoundLink {
  to: string;
  label: string;
}

/**
 * An unknown address below a section a back-office remote owns: the shell's layout stays
 * around it, and the links lead back to the section's lists.
 */
export function NotFoundPage({ links }: { links: readonly NotFoundLink[] }) {
  const { t } = useSharedTranslation();
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h5" component="h1">
          {t('notFound.title')}
        </Typography>
        {links.map((link) => (
          <Link key={link.label} component={RouterLink} to={link.to}>
            {link.label}
          </Link>
        ))}
      </Stack>
    </Paper>
  );
}
