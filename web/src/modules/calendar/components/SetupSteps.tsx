import { useId } from 'react';
import { iphoneSetupSteps } from '@/modules/calendar/utils/calendarFeed';
import { Icon } from '@/ui/Icon/Icon';
import * as styles from './calendar.css';

/** How to subscribe on an iPhone (iOS Settings), in order. */
export function SetupSteps() {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Icon name="smartphone" />
        iPhone Setup
      </h2>
      <ol className={styles.steps}>
        {iphoneSetupSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
