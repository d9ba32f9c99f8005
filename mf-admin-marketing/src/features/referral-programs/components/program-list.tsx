import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { useMarketingTranslation } from '../../../i18n';
import { usePrograms } from '../api/get-programs';
import { ProgramRow } from './program-row';

/** Spec 2.11 'Программы' tab: every program, newest first, a page at a time. */
export function ProgramList() {
  const { t } = useMarketingTranslation();
  const list = useListQuery(NO_FILTERS, { search: false });
  const { page, size } = list.pageQuery;
  const result = usePrograms({ page, size });
  return (
    <ListFrame
      query={list}
      result={result}
      items={result.data?.programs ?? []}
      texts={{ rows: t('programs.rows'), none: t('programs.none'), error: t('common.loadError') }}
      row={(program) => <ProgramRow key={program.id} program={program} />}
    />
  );
}
