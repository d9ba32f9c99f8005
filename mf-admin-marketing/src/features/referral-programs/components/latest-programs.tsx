import { LatestList } from '../../../components/latest-list';
import { OVERVIEW_PAGE } from '../../../utils/overview';
import { usePrograms } from '../api/get-programs';
import { ProgramRow } from './program-row';

/** Spec 2.11 overview: the five newest programs. */
export function LatestPrograms() {
  return (
    <LatestList
      group="programs"
      result={usePrograms(OVERVIEW_PAGE)}
      row={(program) => <ProgramRow key={program.id} program={program} />}
    />
  );
}
