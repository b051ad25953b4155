import type { AdminView } from './adminViews';

/** The window event that switches the admin view; its detail is the view name (000 §2). */
export const SWITCH_VIEW_EVENT = 'switchView';

declare global {
  interface WindowEventMap {
    switchView: CustomEvent<unknown>;
  }
}

/** Asks the admin shell to show another view, from anywhere on the page. */
export function switchView(view: AdminView): void {
  window.dispatchEvent(new CustomEvent(SWITCH_VIEW_EVENT, { detail: view }));
}
