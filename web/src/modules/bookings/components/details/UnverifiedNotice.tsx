import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { useSaveBooking } from '@/modules/bookings/hooks/useSaveBooking';
import { unverifiedTexts as t } from '@/modules/bookings/utils/unverifiedTexts';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/Toast/toast';
import * as styles from './details.css';

export const UnverifiedNotice_booking = graphql(`
  fragment UnverifiedNotice_booking on Booking {
    id
    version
    verified
  }
`);

/**
 * A public booking nobody at the business has confirmed: what that means for the customer's
 * portal, and Approve (the status `approved`, which verifies it).
 */
export function UnverifiedNotice({ onConflict, ...props }: { booking: FragmentType<typeof UnverifiedNotice_booking>; onConflict(): void }) {
  const booking = getFragmentData(UnverifiedNotice_booking, props.booking);
  const { save, saving } = useSaveBooking(booking.id, booking.version, onConflict);
  if (booking.verified) return null;

  async function approve() {
    if ((await save({ status: 'approved' })) === 'saved') toast({ title: t.approvedTitle, description: t.approvedDescription });
  }

  return (
    <section className={styles.unverified} aria-label={t.label}>
      <p className={styles.unverifiedText}>
        <strong>{t.label}.</strong> {t.explanation}
      </p>
      <Button size="sm" onPress={() => void approve()} isDisabled={saving}>
        {t.approve}
      </Button>
    </section>
  );
}
