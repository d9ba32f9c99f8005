import { Chip } from '@storefront/shared/mui/core';
import { StubPage } from '@storefront/shared/ui/stub-page';
import { useShellTranslation } from '../../i18n';

/** An admin section no remote owns yet: its menu name and what will be here, no actions. */
export function AdminPlaceholderPage({ title, text }: { title: string; text: string }) {
  const { t } = useShellTranslation();
  const chip = <Chip label={t('placeholders.adminPanel')} size="small" variant="outlined" />;
  return <StubPage title={title} text={text} overline={chip} />;
}
