import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { useSaveBooking } from '@/modules/bookings/hooks/useSaveBooking';
import { toast } from '@/ui/Toast/toast';
import { useEditForm } from '@/utils/useEditForm';
import { CourtesyCarTab } from './CourtesyCarTab';
import { CourtesyCarForm_booking, courtesyCarFormFrom } from './courtesyCarForm';
import * as styles from './details.css';
import { DetailsTab, type DetailsTabProps } from './DetailsTab';
import { PhotosTab } from './PhotosTab';
import { SignatureTab } from './SignatureTab';

export const BookingEditTabs_booking = graphql(`
  fragment BookingEditTabs_booking on Booking {
    id
    version
    ...DetailsTab_booking
    ...PhotosTab_booking
    ...CourtesyCarForm_booking
  }
`);

interface Props {
  booking: FragmentType<typeof BookingEditTabs_booking>;
  options: DetailsTabProps['options'];
  onDone(): void;
  /** A save was refused because someone else changed the booking since it was loaded. */
  onConflict(): void;
}

/** Edit mode (spec 000 §2, §4): four tabs, kept mounted so switching keeps unsaved input. */
export function BookingEditTabs({ options, onDone, onConflict, ...props }: Props) {
  const booking = getFragmentData(BookingEditTabs_booking, props.booking);
  const courtesyCar = getFragmentData(CourtesyCarForm_booking, booking);
  const courtesy = useEditForm(() => courtesyCarFormFrom(courtesyCar));
  // One saver for every tab: each save stands on the version the tabs' last save made.
  const saver = useSaveBooking(booking.id, booking.version, onConflict);
  const { save, saving } = saver;

  async function saveCourtesyCar() {
    const outcome = await save(courtesy.changes);
    if (outcome === 'saved') {
      courtesy.saved(courtesy.form);
      toast({ title: 'Booking saved', description: 'The courtesy car agreement was saved.' });
    }
    if (outcome === 'unchanged') onDone();
  }

  return (
    <Tabs defaultSelectedKey="details">
      <TabList aria-label="Edit booking" className={styles.tabList}>
        <Tab id="details" className={styles.tab}>
          Booking Details
        </Tab>
        <Tab id="photos" className={styles.tab}>
          Photos
        </Tab>
        <Tab id="courtesy-car" className={styles.tab}>
          Courtesy Car
        </Tab>
        <Tab id="signature" className={styles.tab}>
          Signature
        </Tab>
      </TabList>
      <TabPanel id="details" shouldForceMount className={styles.tabPanel}>
        <DetailsTab booking={booking} options={options} saver={saver} onCancel={onDone} onDone={onDone} />
      </TabPanel>
      <TabPanel id="photos" shouldForceMount className={styles.tabPanel}>
        <PhotosTab booking={booking} saver={saver} onCancel={onDone} onDone={onDone} />
      </TabPanel>
      <TabPanel id="courtesy-car" shouldForceMount className={styles.tabPanel}>
        <CourtesyCarTab
          form={courtesy.form}
          termsAcceptedAt={courtesyCar.termsAcceptedAt}
          onChange={courtesy.set}
          onSave={() => void saveCourtesyCar()}
          saving={saving}
          onCancel={onDone}
        />
      </TabPanel>
      <TabPanel id="signature" shouldForceMount className={styles.tabPanel}>
        <SignatureTab
          stored={courtesyCar.signatureCanvas}
          drawn={courtesy.form.signatureCanvas}
          onChange={(signatureCanvas) => courtesy.set({ signatureCanvas })}
          onCancel={onDone}
        />
      </TabPanel>
    </Tabs>
  );
}
