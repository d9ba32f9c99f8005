import { useEffect } from 'react';
import { fetchBootId } from './fetch-boot-id';
import { startBootWatcher } from './watch-boot-id';

/** Mounted once by the app; reloads the page after the backend restarted. */
export function BootWatcher() {
  useEffect(() => startBootWatcher({ fetchBootId, reload: () => window.location.reload() }), []);
  return null;
}
