import { RulesPage } from '../../features/rules/components/rules-page';

/** /rules: the shop's rules. */
export function RulesRoute() {
  return <RulesPage />;
}
