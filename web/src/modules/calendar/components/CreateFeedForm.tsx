import { useId, useState } from 'react';
import { contactDetailsChoice } from '@/modules/calendar/utils/calendarFeed';
import { Button } from '@/ui/Button/Button';
import { Checkbox } from '@/ui/Checkbox/Checkbox';
import { Icon } from '@/ui/Icon/Icon';
import * as styles from './calendar.css';

export interface CreateFeedFormProps {
  isCreating: boolean;
  onCreate(includeContactDetails: boolean): void;
}

/** No feed yet: what a live feed is, whether it carries contact details (off by default), and the button that makes it. */
export function CreateFeedForm({ isCreating, onCreate }: CreateFeedFormProps) {
  const [includeContactDetails, setIncludeContactDetails] = useState(false);
  const helpId = useId();
  return (
    <>
      <p className={styles.text}>
        A live feed is a private web address your iPhone subscribes to: your bookings appear in its Calendar app and stay up to date by themselves. Events
        show the services, vehicle, status and the customer’s first name.
      </p>
      <div>
        <Checkbox isSelected={includeContactDetails} onChange={setIncludeContactDetails} aria-describedby={helpId}>
          {contactDetailsChoice.label}
        </Checkbox>
        <p id={helpId} className={styles.checkboxHelp}>
          {contactDetailsChoice.exposes}
        </p>
      </div>
      <div className={styles.actions}>
        <Button isPending={isCreating} onPress={() => onCreate(includeContactDetails)}>
          <Icon name="calendar" />
          Create Live Calendar Feed
        </Button>
      </div>
    </>
  );
}
