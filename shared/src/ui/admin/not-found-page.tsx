import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { Link, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';

export interface NotFoundLink {
  to: string;
  label: string;
}

export interface NotFoundPageProps {
  /** The ways back (a section's lists, the list the missing item was in). */
  links: readonly NotFoundLink[];
  /** 'Страница не найдена' unless given (a ticket, a product). */
  title?: string;
  /** A line saying what to do. */
  text?: string;
}

/**
 * An unknown address, or an item the server does not know, below a section a remote owns: the
 * shell's layout stays around it, and the links lead back.
 */
export function NotFoundPage({ links, title, text }: NotFoundPageProps) {
  const { t } = useSharedTranslation();
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h5" component="h1">
          {title ?? t('notFound.title')}
        </Typography>
        {text && <Typography color="text.secondary">{text}</Typography>}
        {links.map((link) => (
          <Link key={link.label} component={RouterLink} to={link.to}>
            {link.label}
          </Link>
        ))}
      </Stack>
    </Paper>
  );
}
