import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { PagedList } from '../../../components/paged-list';
import { useCodes } from '../api/get-codes';
import { useCodeToggle } from '../hooks/use-code-toggle';
import { CodeRow } from './code-row';

/** Spec 2.11 'Коды': every referral code with its activate/deactivate button. */
export function CodeList() {
  const list = useListQuery(NO_FILTERS);
  const toggle = useCodeToggle();
  return (
    <PagedList
      group="codes"
      list={list}
      result={useCodes(list.pageQuery)}
      row={(code) => (
        <CodeRow
          key={code.id}
          code={code}
          busy={toggle.busyId === code.id}
          onToggle={() => void toggle.toggle(code)}
        />
      )}
    />
  );
}
