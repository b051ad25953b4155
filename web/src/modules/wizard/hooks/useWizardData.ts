import { useCallback, useEffect, useState } from 'react';
import { type Availability, fetchAvailability } from '@/modules/wizard/api/fetchAvailability';
import { fetchWizardServices, type WizardService } from '@/modules/wizard/api/fetchWizardServices';

/** The services of step 1 and the free days of step 3, fetched at once; availability again on demand. */
export function useWizardData() {
  const [services, setServices] = useState<WizardService[] | null>(null);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    Promise.all([fetchWizardServices(controller.signal), fetchAvailability(controller.signal)]).then(
      ([loadedServices, loadedAvailability]) => {
        setServices(loadedServices);
        setAvailability(loadedAvailability);
      },
      () => controller.signal.aborted || setFailed(true),
    );
    return () => controller.abort();
  }, [attempt]);

  const refreshAvailability = useCallback(async () => {
    try {
      const fresh = await fetchAvailability();
      setAvailability(fresh);
      return fresh;
    } catch {
      return null;
    }
  }, []);

  return { services, availability, failed, retry: () => setAttempt((n) => n + 1), refreshAvailability };
}
