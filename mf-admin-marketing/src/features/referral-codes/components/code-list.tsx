import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { useMarketingTranslation } from '../../../i18n';
import { useCodes } from '../api/get-codes';
import { useCodeToggle } from '../hooks/use-code-toggle';
import { CodeRow } from './code-row';

/** Spec 2.11 'Коды': every referral code with its activate/deactivate button. */
export function CodeList() {
  const { t } = useMarketingTranslation();
  const list = useListQuery(NO_FILTERS);
  const result = useCodes(list.pageQuery);
  const toggle = useCodeToggle();
  return (
    <>
      <FilterBar
        query={list}
        search={{ label: t('codes.searchLabel'), placeholder: t('codes.searchPlaceholder') }}
        controls={{}}
      />
      <ListFrame
        query={list}
        result={result}
        items={result.data?.codes ?? []}
        texts={{
          rows: t('codes.rows'),
          none: t('codes.none'),
          notFound: t('codes.notFound'),
          error: t('common.loadError'),
        }}
        row={(code) => (
          <CodeRow
            key={code.id}
            code={code}
            busy={toggle.busyId === code.id}
            onToggle={() => void toggle.toggle(code)}
          />
        )}
      />
    </>
  );
}
