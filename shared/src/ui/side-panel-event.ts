/**
 * Spec section 2.4: the mobile side panel also opens on this window event, so a remote can
 * open it without importing the shell.
 */
export const SIDE_PANEL_TOGGLE_EVENT = 'storefront:toggle-side-panel';

export function toggleSidePanel(): void {
  window.dispatchEvent(new Event(SIDE_PANEL_TOGGLE_EVENT));
}
