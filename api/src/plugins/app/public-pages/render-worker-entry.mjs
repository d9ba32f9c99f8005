// A worker thread does not inherit the API's TypeScript loader (tsx, given to the main thread
// by `node --import tsx`): register it here, then load the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
