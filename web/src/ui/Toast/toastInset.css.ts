import { createVar, globalStyle } from '@vanilla-extract/css';

/**
 * The block size the visible toasts take at the viewport's edge (0 while there are none), set by
 * `ToastRegion`. Modal overlays keep their dialog clear of it, so a toast never covers a dialog's
 * buttons (an import's Done under its 'Import Completed with Errors' toast).
 */
export const toastInset = createVar();

globalStyle(':root', { vars: { [toastInset]: '0px' } });
