import { useCallback, useEffect, useState } from 'react';
import { type Availability, fetchAvailability } from '@/modules/wizard/api/fetchAvailability';
import { fetchWizardServices, type WizardService } from '@/modules/wizard/api/fetchWizardServices';

/**
 * The services of step 1 and the free days of step 3, both fetched at once; availability again on
 * demand (each arrival on step 3, after a 409). A failed availability read only affects step 3.
 */
export function useWizardData() {
  const [services, setServices] = useState<WizardService[] | null>(null);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [failed, setFailed] = useState(false);
  const [availabilityFailed, setAvailabilityFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const refreshAvailability = useCallback(async (signal?: AbortSignal) => {
    try {
      const fresh = await fetchAvailability(signal);
      setAvailability(fresh);
      setAvailabilityFailed(false);
    } catch {
      if (!signal?.aborted) setAvailabilityFailed(true);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    fetchWizardServices(controller.signal).then(setServices, () => controller.signal.aborted || setFailed(true));
    void refreshAvailability(controller.signal);
    return () => controller.abort();
  }, [attempt, refreshAvailability]);

  return { services, availability, failed, availabilityFailed, retry: () => setAttempt((n) => n + 1), refreshAvailability };
}
