import { TICKET_STATUSES } from '@storefront/shared/contract/values';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useSupportTranslation } from '../../../i18n';
import { ticketStatusKey } from '../../../utils/ticket-status';
import type { TicketParams } from '../utils/ticket-params';

/** Search (number, subject, login) and the status filter: both in the URL query. */
export function TicketFilters({ params }: { params: TicketParams }) {
  const { t } = useSupportTranslation();
  const { list, status } = params;
  const options = [
    { value: '', label: t('tickets.allStatuses') },
    ...TICKET_STATUSES.map((value) => ({ value, label: t(ticketStatusKey(value)) })),
  ];
  return (
    <ListToolbar>
      <SearchField
        value={list.search}
        onSearch={list.setSearch}
        label={t('tickets.searchLabel')}
        placeholder={t('tickets.searchPlaceholder')}
      />
      <SelectField
        label={t('tickets.status')}
        name="status"
        value={status}
        options={options}
        onChange={(next) => list.update({ status: next })}
        minWidth={180}
      />
    </ListToolbar>
  );
}
