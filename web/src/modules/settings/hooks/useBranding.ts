import { type Branding, defaultBranding } from '@detailing/schema/settings/branding';
import { useEffect, useState } from 'react';
import { fetchBranding } from '@/modules/settings/utils/fetchBranding';

let cached: Promise<Branding> | undefined;

/** The login-screen branding; defaults until the server answers. Read once per page load. */
export function useBranding(): Branding {
  const [branding, setBranding] = useState<Branding>(defaultBranding);
  useEffect(() => {
    let active = true;
    cached ??= fetchBranding();
    void cached.then((value) => {
      if (active) setBranding(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return branding;
}
