import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { toast } from '@/ui/Toast/toast';
import { useUpdateBookingDetailsMutation } from '@/modules/bookings/hooks/useUpdateBookingDetailsMutation';
import { CourtesyCarTab } from './CourtesyCarTab';
import { type CourtesyCarForm, courtesyCarFormFrom, courtesyCarInput } from './courtesyCarForm';
import * as styles from './details.css';
import { DetailsTab } from './DetailsTab';
import { PhotosTab } from './PhotosTab';
import { saveFailedToast } from './saveFailedToast';
import { SignatureTab } from './SignatureTab';
import type { DetailsBooking, DetailsOptions } from './types';

interface Props {
  booking: DetailsBooking;
  options: DetailsOptions;
  onDone(): void;
}

/** Edit mode (spec 000 §2, §4): four tabs, kept mounted so switching keeps unsaved input. */
export function BookingEditTabs({ booking, options, onDone }: Props) {
  const [courtesy, setCourtesy] = useState<CourtesyCarForm>(() => courtesyCarFormFrom(booking));
  const [update, { loading }] = useUpdateBookingDetailsMutation();
  const patchCourtesy = (patch: Partial<CourtesyCarForm>) => setCourtesy((form) => ({ ...form, ...patch }));

  async function saveCourtesyCar() {
    try {
      const { data } = await update({ variables: { id: booking.id, input: courtesyCarInput(courtesy, booking) } });
      if (data) setCourtesy({ ...courtesyCarFormFrom(data.updateBooking) });
      toast({ title: 'Booking saved', description: 'The courtesy car agreement was saved.' });
    } catch (error) {
      saveFailedToast(error);
    }
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
        <DetailsTab booking={booking} options={options} onCancel={onDone} onSaved={onDone} />
      </TabPanel>
      <TabPanel id="photos" shouldForceMount className={styles.tabPanel}>
        <PhotosTab booking={booking} onCancel={onDone} />
      </TabPanel>
      <TabPanel id="courtesy-car" shouldForceMount className={styles.tabPanel}>
        <CourtesyCarTab
          form={courtesy}
          termsAcceptedAt={booking.termsAcceptedAt}
          onChange={patchCourtesy}
          onSave={() => void saveCourtesyCar()}
          saving={loading}
          onCancel={onDone}
        />
      </TabPanel>
      <TabPanel id="signature" shouldForceMount className={styles.tabPanel}>
        <SignatureTab
          stored={booking.signatureCanvas}
          drawn={courtesy.signatureCanvas}
          onChange={(signatureCanvas) => patchCourtesy({ signatureCanvas })}
          onCancel={onDone}
        />
      </TabPanel>
    </Tabs>
  );
}
