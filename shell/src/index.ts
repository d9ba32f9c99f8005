import { keepEarlyPress } from './app/early-press';

const container = document.getElementById('root');
if (container) {
  // Presses on the server's page are kept from the first script on: the shell's own code comes
  // only after the async boundary below, and a tap meanwhile would be lost (app/early-press.ts).
  const earlyPress = keepEarlyPress(container);
  // The async boundary: federation negotiates the shared singletons before any of them loads.
  void import('./app/bootstrap').then(({ start }) => start(container, earlyPress));
}
