import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { PagedList } from '../../../components/paged-list';
import { usePrograms } from '../api/get-programs';
import { ProgramRow } from './program-row';

/** Spec 2.11 'Программы' tab: every program, newest first, a page at a time. */
export function ProgramList() {
  const list = useListQuery(NO_FILTERS, { search: false });
  const { page, size } = list.pageQuery;
  return (
    <PagedList
      group="programs"
      list={list}
      result={usePrograms({ page, size })}
      search={false}
      row={(program) => <ProgramRow key={program.id} program={program} />}
    />
  );
}
