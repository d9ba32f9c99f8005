import { ContactsPage } from '../../features/contacts/components/contacts-page';

/** /contacts: the shop's contacts. */
export function ContactsRoute() {
  return <ContactsPage />;
}
