import { Button } from '@/ui/Button/Button';
import { useCreateTestBooking } from '@/modules/dashboard/hooks/useCreateTestBooking';
import * as styles from './Dashboard.css';

export function LiveSyncTestPanel() {
  const { createTestBooking, isCreating } = useCreateTestBooking();
  return (
    <section className={styles.panel} aria-labelledby="live-sync-test-panel-title">
      <div className={styles.sectionHeader}>
        <h2 id="live-sync-test-panel-title" className={styles.sectionTitle}>
          Live Sync Test Panel
        </h2>
      </div>
      <Button onPress={() => void createTestBooking()} isPending={isCreating}>
        Create Test Booking
      </Button>
    </section>
  );
}
