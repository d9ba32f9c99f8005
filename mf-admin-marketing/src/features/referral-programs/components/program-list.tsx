import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { useMarketingTranslation } from '../../../i18n';
import { usePrograms } from '../api/get-programs';
import { ProgramRow } from './program-row';

/** Spec 2.11 'Программы' tab: every program, newest first, a page at a time. */
export function ProgramList() {
  const { t } = useMarketingTranslation();
  const list = useListParams();
  const { data, error, isLoading } = usePrograms({ page: list.page, size: PAGE_SIZE });
  useClampPage(list, data?.pages);
  const programs = data?.programs ?? [];
  return (
    <>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        empty={programs.length === 0}
        noneText={t('programs.none')}
      />
      {programs.length > 0 && (
        <Rows label={t('programs.rows')} pending={isPending({ isLoading, data })}>
          {programs.map((program) => (
            <ProgramRow key={program.id} program={program} />
          ))}
        </Rows>
      )}
      {data && <Pager page={list.page} pages={data.pages} onPage={list.setPage} />}
    </>
  );
}
