import type { ShopSettings } from '@storefront/shared/contract/shop-settings';
import { Box, Link, Typography } from '@storefront/shared/mui/core';
import { hasContacts } from '@storefront/shared/shop/settings';
import { InDevelopment, SettingsPage } from '../../../components/settings-page';
import { useStorefrontTranslation } from '../../../i18n';
import { mailtoHref, telHref } from '../utils/contact-links';

/**
 * shop-spec 2.4 /contacts 'Контакты': the phone (a `tel:` link), the e-mail (a `mailto:` link),
 * the address and the working hours, each labelled, only those set; while none is, the
 * placeholder sentence.
 */
export function ContactsPage() {
  const { t } = useStorefrontTranslation();
  return (
    <SettingsPage title={t('contacts.title')}>
      {(settings) => (hasContacts(settings) ? <Contacts settings={settings} /> : <InDevelopment />)}
    </SettingsPage>
  );
}

interface Contact {
  label: string;
  value: string;
  /** A `tel:` or `mailto:` link; null: plain text. */
  href: string | null;
}

function Contacts({ settings }: { settings: ShopSettings }) {
  const { t } = useStorefrontTranslation();
  const phone = settings.phone.trim();
  const email = settings.email.trim();
  const contacts: Contact[] = [
    { label: t('contacts.phone'), value: phone, href: telHref(phone) },
    { label: t('contacts.email'), value: email, href: mailtoHref(email) },
    { label: t('contacts.address'), value: settings.address.trim(), href: null },
    { label: t('contacts.workingHours'), value: settings.working_hours.trim(), href: null },
  ].filter((contact) => contact.value !== '');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
      }}
    >
      {contacts.map(({ label, value, href }) => (
        // A dt/dd pair grouped in a div (allowed in a dl), laid out by the dl's grid.
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {href ? <Link href={href}>{value}</Link> : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
