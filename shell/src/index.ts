import { keepEarlyPress } from './app/early-press';
import { evaluateInSteps } from './app/evaluate-in-steps';

const container = document.getElementById('root');
if (container) {
  // Presses on the server's page are kept from the first script on: the shell's own code comes
  // only after the async boundary below, and a tap meanwhile would be lost (app/early-press.ts).
  const earlyPress = keepEarlyPress(container);
  // The async boundary: federation negotiates the shared singletons before any of them loads.
  // Its libraries first, one per task, so no single task holds the page (app/evaluate-in-steps).
  void evaluateInSteps()
    .then(() => import('./app/bootstrap'))
    .then(({ start }) => start(container, earlyPress));
}
