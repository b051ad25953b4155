import { useEffect, useState } from 'react';
import { defaultShownBranding, fetchBranding, type ShownBranding } from '@/modules/settings/utils/fetchBranding';

let cached: Promise<ShownBranding> | undefined;
const listeners = new Set<(branding: ShownBranding) => void>();

/** The login-screen branding; defaults until the server answers. Read once per page load, and again after `refreshBranding`. */
export function useBranding(): ShownBranding {
  const [branding, setBranding] = useState<ShownBranding>(defaultShownBranding);
  useEffect(() => {
    let active = true;
    const show = (value: ShownBranding) => {
      if (active) setBranding(value);
    };
    listeners.add(show);
    cached ??= fetchBranding();
    void cached.then(show);
    return () => {
      active = false;
      listeners.delete(show);
    };
  }, []);
  return branding;
}

/** Reads the branding again (after the logo, the login icon or the company name was saved) for every screen showing it. */
export function refreshBranding(): void {
  const next = fetchBranding();
  cached = next;
  void next.then((value) => {
    if (cached === next) for (const show of listeners) show(value);
  });
}
