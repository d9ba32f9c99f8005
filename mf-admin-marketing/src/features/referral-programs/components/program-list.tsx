import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { LOAD_ERROR } from '../../../utils/load-error';
import { usePrograms } from '../api/get-programs';
import { ProgramRow } from './program-row';

/** Spec 2.11 'Программы' tab: every program, newest first, a page at a time. */
export function ProgramList() {
  const list = useListParams();
  const { data, error, isLoading } = usePrograms({ page: list.page, size: PAGE_SIZE });
  useClampPage(list, data?.pages);
  const programs = data?.programs ?? [];
  return (
    <>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={LOAD_ERROR}
        empty={programs.length === 0}
        noneText="Программы не созданы"
      />
      {programs.length > 0 && (
        <Rows label="Программы" pending={isPending({ isLoading, data })}>
          {programs.map((program) => (
            <ProgramRow key={program.id} program={program} />
          ))}
        </Rows>
      )}
      {data && <Pager page={list.page} pages={data.pages} onPage={list.setPage} />}
    </>
  );
}
