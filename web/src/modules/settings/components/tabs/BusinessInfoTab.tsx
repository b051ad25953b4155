import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { BusinessInfoSettingsQuery } from '@/modules/settings/graphql/BusinessInfoSettingsQuery';
import { PublicBookingSettingsQuery } from '@/modules/settings/graphql/PublicBookingSettingsQuery';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { BusinessInfoForm } from '@/modules/settings/components/business/BusinessInfoForm';
import { PublicBookingsForm } from '@/modules/settings/components/business/PublicBookingsForm';
import * as styles from '@/modules/settings/components/business/business.css';

/**
 * Business Info (001 §2), and below it the booking wizard's bound (no tab of its own: the spec's
 * six tabs stay six). A failure to read either is only logged (001 §8): its form then starts from
 * the defaults. A save refused as stale shows the 'changed elsewhere' alert; Reload starts both
 * forms again from what is stored now.
 */
export function BusinessInfoTab() {
  const [conflict, setConflict] = useState(false);
  const [loadedAt, setLoadedAt] = useState(0);
  const info = useQuery(BusinessInfoSettingsQuery, { fetchPolicy: 'network-only' });
  const bookings = useQuery(PublicBookingSettingsQuery, { fetchPolicy: 'network-only' });

  useEffect(() => {
    if (info.error) console.error('Business Info could not be loaded', info.error);
  }, [info.error]);
  useEffect(() => {
    if (bookings.error) console.error('Online booking settings could not be loaded', bookings.error);
  }, [bookings.error]);

  async function reload() {
    await Promise.all([info.refetch(), bookings.refetch()]).catch((failed: unknown) => console.error('Business Info could not be loaded', failed));
    setConflict(false);
    setLoadedAt((n) => n + 1);
  }

  if ((info.loading && !info.data) || (bookings.loading && !bookings.data)) return <p role="status">Loading business information...</p>;
  return (
    <div className={styles.stack}>
      {conflict && <ChangedElsewhereAlert onReload={() => void reload()} />}
      <BusinessInfoForm key={`info-${loadedAt}`} info={info.data?.businessInfo ?? null} onConflict={() => setConflict(true)} />
      <PublicBookingsForm key={`bookings-${loadedAt}`} settings={bookings.data?.publicBookingSettings ?? null} onConflict={() => setConflict(true)} />
    </div>
  );
}
