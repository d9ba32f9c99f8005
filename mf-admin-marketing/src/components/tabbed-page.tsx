import { useSearchParams } from '@storefront/shared/router';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { readTab, SectionTabs, type TabDef } from '@storefront/shared/ui/admin/section-tabs';
import type { ReactNode } from 'react';
import { useMarketingTranslation } from '../i18n';

/** The page's tab from `?tab=` (the first tab has none), and the way to choose another. */
export function useTab<V extends string>(defs: readonly TabDef<V>[]) {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params, defs);
  // Each tab starts from its own clean query; Back returns to the previous tab as it was.
  const choose = (next: V) => setParams(next === defs[0]?.value ? {} : { tab: next });
  return { tab, choose };
}

export interface TabbedPageProps<V extends string> {
  title: string;
  actions?: ReactNode;
  /** The summary cards above the tabs. */
  summary: ReactNode;
  /** The tabs, their labels message keys. */
  tabs: readonly TabDef<V>[];
  tab: V;
  onTab: (tab: V) => void;
  /** The chosen tab's panel. */
  children: ReactNode;
}

/** A dashboard of spec 2.11 and 2.12: its title, summary cards, tabs and the chosen tab. */
export function TabbedPage<V extends string>({ tabs, tab, onTab, ...page }: TabbedPageProps<V>) {
  const { t } = useMarketingTranslation();
  return (
    <>
      <PageHeader title={page.title} actions={page.actions} />
      {page.summary}
      <SectionTabs
        tabs={tabs.map((def) => ({ ...def, label: t(def.label) }))}
        value={tab}
        onChange={onTab}
      />
      <div role="tabpanel">{page.children}</div>
    </>
  );
}
