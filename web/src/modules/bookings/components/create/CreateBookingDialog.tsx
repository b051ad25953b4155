import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Dialog } from '@/ui/Dialog/Dialog';
import { WideModal } from '@/ui/Dialog/WideModal';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { BookingFormOptionsQuery } from '@/modules/bookings/graphql/BookingFormOptionsQuery';
import { CreateBookingMutation } from '@/modules/bookings/graphql/CreateBookingMutation';
import { writeBooking } from '@/modules/bookings/utils/bookingCache';
import { bookingErrorToasts } from '@/modules/bookings/utils/bookingErrorToasts';
import { type NewBookingErrors, type NewBookingForm, validateNewBooking } from '@/modules/bookings/utils/validateNewBooking';
import { CreateBookingFields } from './CreateBookingFields';

export interface BookingPrefill {
  date?: string;
  time?: string;
}

export interface CreateBookingDialogProps {
  /** Null while closed; the calendar passes the slot's date and time. */
  prefill: BookingPrefill | null;
  onClose(): void;
}

const emptyForm = (prefill: BookingPrefill): NewBookingForm => ({
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  address: '',
  vehicleType: '',
  modelYear: null,
  vehicleRego: '',
  serviceIds: [],
  date: prefill.date ?? '',
  time: prefill.time ?? '',
  notes: '',
});

function CreateBookingForm({ prefill, close }: { prefill: BookingPrefill; close(): void }) {
  const [form, setForm] = useState(() => emptyForm(prefill));
  const [errors, setErrors] = useState<NewBookingErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const options = useQuery(BookingFormOptionsQuery, { fetchPolicy: 'cache-and-network' });
  // The new booking goes into the cached lists it belongs to; none is fetched again.
  const [createBooking, { loading }] = useMutation(CreateBookingMutation, {
    update: (cache, { data }) => data && writeBooking(cache, data.createBooking),
  });
  const showError = useErrorToast();

  function update(patch: Partial<NewBookingForm>) {
    const next = { ...form, ...patch };
    setForm(next);
    if (submitted) setErrors(validateNewBooking(next));
  }

  async function submit() {
    setSubmitted(true);
    const found = validateNewBooking(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await createBooking({
        variables: {
          input: {
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
            fullName: `${form.firstName.trim()} ${form.lastName.trim()}`,
            email: form.email.trim(),
            mobile: form.mobile.trim(),
            address: form.address.trim() || null,
            vehicleType: form.vehicleType,
            modelYear: form.modelYear,
            vehicleRego: form.vehicleRego.trim() || null,
            serviceIds: form.serviceIds,
            date: form.date,
            time: form.time,
            notes: form.notes.trim() || null,
          },
        },
      });
      toast({ title: 'New Booking Created', description: `Booking for ${form.firstName.trim()} ${form.lastName.trim()} has been created.` });
      close();
    } catch (error) {
      showError(error, bookingErrorToasts.createFailed);
    }
  }

  return (
    <CreateBookingFields
      form={form}
      errors={errors}
      isPending={loading}
      vehicleTypes={options.data?.vehicleTypes ?? []}
      services={options.data?.services ?? []}
      onChange={update}
      onSubmit={() => void submit()}
      onCancel={close}
    />
  );
}

export function CreateBookingDialog({ prefill, onClose }: CreateBookingDialogProps) {
  return (
    <WideModal isOpen={prefill !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog title="Create New Booking">
        {({ close }) => <CreateBookingForm prefill={prefill ?? {}} close={close} />}
      </Dialog>
    </WideModal>
  );
}
