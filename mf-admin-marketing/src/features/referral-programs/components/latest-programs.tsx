import { LatestList } from '../../../components/latest-list';
import { useMarketingTranslation } from '../../../i18n';
import { OVERVIEW_LIST_SIZE } from '../../../utils/overview';
import { usePrograms } from '../api/get-programs';
import { ProgramRow } from './program-row';

/** Spec 2.11 overview: the five newest programs. */
export function LatestPrograms() {
  const { t } = useMarketingTranslation();
  const result = usePrograms({ page: 1, size: OVERVIEW_LIST_SIZE });
  return (
    <LatestList
      title={t('programs.latest')}
      none={t('programs.none')}
      result={result}
      items={result.data?.programs ?? []}
      row={(program) => <ProgramRow key={program.id} program={program} />}
    />
  );
}
