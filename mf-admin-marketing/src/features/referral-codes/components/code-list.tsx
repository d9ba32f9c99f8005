import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { useMarketingTranslation } from '../../../i18n';
import { useCodes } from '../api/get-codes';
import { useCodeToggle } from '../hooks/use-code-toggle';
import { CodeRow } from './code-row';

/** Spec 2.11 'Коды': every referral code with its activate/deactivate button. */
export function CodeList() {
  const { t } = useMarketingTranslation();
  const list = useListParams();
  const { data, error, isLoading } = useCodes({
    page: list.page,
    size: PAGE_SIZE,
    search: list.searchQuery || undefined,
  });
  useClampPage(list, data?.pages);
  const toggle = useCodeToggle();
  const codes = data?.codes ?? [];
  return (
    <>
      <ListToolbar>
        <SearchField
          value={list.search}
          onSearch={list.setSearch}
          placeholder={t('codes.searchPlaceholder')}
          label={t('codes.searchLabel')}
        />
      </ListToolbar>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        empty={codes.length === 0}
        searching={Boolean(list.searchQuery)}
        notFoundText={t('codes.notFound')}
        noneText={t('codes.none')}
      />
      {codes.length > 0 && (
        <Rows label={t('codes.rows')} pending={isPending({ isLoading, data })}>
          {codes.map((code) => (
            <CodeRow
              key={code.id}
              code={code}
              busy={toggle.busyId === code.id}
              onToggle={() => void toggle.toggle(code)}
            />
          ))}
        </Rows>
      )}
      {data && <Pager page={list.page} pages={data.pages} onPage={list.setPage} />}
    </>
  );
}
