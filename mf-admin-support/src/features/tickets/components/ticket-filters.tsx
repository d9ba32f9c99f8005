import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { useSupportTranslation } from '../../../i18n';
import { ticketStatus } from '../../../utils/ticket-status';
import type { TicketParams } from '../utils/ticket-params';

/** Search (number, subject, login) and the status filter: both in the URL query. */
export function TicketFilters({ params }: { params: TicketParams }) {
  const { t } = useSupportTranslation();
  return (
    <FilterBar
      query={params.list}
      search={{ label: t('tickets.searchLabel'), placeholder: t('tickets.searchPlaceholder') }}
      controls={{
        status: {
          label: t('tickets.status'),
          all: t('tickets.allStatuses'),
          optionLabel: (status) => t(ticketStatus(status).label),
          minWidth: 180,
        },
      }}
    />
  );
}
