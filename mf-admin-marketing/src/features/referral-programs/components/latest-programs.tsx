import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { OverviewSection } from '../../../components/overview-section';
import { useMarketingTranslation } from '../../../i18n';
import { OVERVIEW_LIST_SIZE } from '../../../utils/overview';
import { usePrograms } from '../api/get-programs';
import { ProgramRow } from './program-row';

/** Spec 2.11 overview: the five newest programs. */
export function LatestPrograms() {
  const { t } = useMarketingTranslation();
  const { data, error, isLoading } = usePrograms({ page: 1, size: OVERVIEW_LIST_SIZE });
  const programs = data?.programs ?? [];
  return (
    <OverviewSection title={t('programs.latest')}>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        empty={programs.length === 0}
        noneText={t('programs.none')}
      />
      {programs.length > 0 && (
        <Rows label={t('programs.latest')}>
          {programs.map((program) => (
            <ProgramRow key={program.id} program={program} />
          ))}
        </Rows>
      )}
    </OverviewSection>
  );
}
