import { useEffect, useState } from 'react';
import { type AdminView, DEFAULT_ADMIN_VIEW, isAdminView } from '@/modules/shell/utils/adminViews';
import { SWITCH_VIEW_EVENT } from '@/modules/shell/utils/switchView';

/** The current admin view: a named view, not a route; `switchView` events change it too. */
export function useAdminView(): [AdminView, (view: AdminView) => void] {
  const [view, setView] = useState<AdminView>(DEFAULT_ADMIN_VIEW);

  useEffect(() => {
    const onSwitch = (event: WindowEventMap['switchView']) => {
      if (isAdminView(event.detail)) setView(event.detail);
    };
    window.addEventListener(SWITCH_VIEW_EVENT, onSwitch);
    return () => window.removeEventListener(SWITCH_VIEW_EVENT, onSwitch);
  }, []);

  return [view, setView];
}
