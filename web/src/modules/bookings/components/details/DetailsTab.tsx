import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { DetailsTab_BookingFragment } from '@/gql/graphql';
import type { BookingSaver } from '@/modules/bookings/hooks/useSaveBooking';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/Toast/toast';
import { sameMembers } from '@/utils/changedFields';
import { useEditForm } from '@/utils/useEditForm';
import * as styles from './details.css';

export const DetailsTab_booking = graphql(`
  fragment DetailsTab_booking on Booking {
    id
    fullName
    email
    mobile
    address
    date
    time
    vehicleRego
    notes
    vehicleType
    serviceIds
    services {
      id
      name
    }
    status
    statusLabel
  }
`);

/** What the tab offers to choose from; the whole lists, services no longer offered included. */
export const DetailsTab_options = graphql(`
  fragment DetailsTab_options on Query {
    services(includeInactive: true) {
      id
      name
    }
    vehicleTypes {
      id
      name
    }
    bookingStatuses {
      id
      label
    }
  }
`);

export interface DetailsTabProps {
  booking: FragmentType<typeof DetailsTab_booking>;
  options: FragmentType<typeof DetailsTab_options>;
  saver: BookingSaver;
  onCancel(): void;
  /** Leaves edit mode: after a save, or when there was nothing to save. */
  onDone(): void;
}

type TextKey = 'fullName' | 'email' | 'mobile' | 'address' | 'date' | 'time' | 'vehicleRego' | 'notes';

const textFields: { key: TextKey; label: string; type?: string }[] = [
  { key: 'fullName', label: 'Full name' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'mobile', label: 'Mobile', type: 'tel' },
  { key: 'address', label: 'Address' },
  { key: 'date', label: 'Date', type: 'date' },
  { key: 'time', label: 'Time', type: 'time' },
  { key: 'vehicleRego', label: 'Registration' },
];

const detailsForm = (booking: DetailsTab_BookingFragment) => ({
  fullName: booking.fullName,
  email: booking.email,
  mobile: booking.mobile,
  address: booking.address ?? '',
  date: booking.date,
  time: booking.time,
  vehicleRego: booking.vehicleRego ?? '',
  notes: booking.notes ?? '',
  vehicleType: booking.vehicleType,
  serviceIds: booking.serviceIds,
  status: booking.status,
});

type DetailsForm = ReturnType<typeof detailsForm>;

/** The Booking Details tab: the booking's fields and its status (spec 000 §2, §7). */
export function DetailsTab({ saver, onCancel, onDone, ...props }: DetailsTabProps) {
  const booking = getFragmentData(DetailsTab_booking, props.booking);
  const options = getFragmentData(DetailsTab_options, props.options);
  // Ticking a service off and on again is no change.
  const { form, set, changes } = useEditForm(() => detailsForm(booking), { serviceIds: sameMembers });
  const { save, saving } = saver;
  const setField = <K extends keyof DetailsForm>(key: K, value: DetailsForm[K]) => set({ [key]: value } as Pick<DetailsForm, K>);
  // The booking's own status and services stay choosable, by the names it came with, even when
  // settings no longer list them (a removed status, an inactive or deleted service).
  const statuses = options.bookingStatuses.some((s) => s.id === booking.status)
    ? options.bookingStatuses
    : [...options.bookingStatuses, { id: booking.status, label: booking.statusLabel }];
  const services = [...options.services, ...booking.services.filter((own) => !options.services.some((s) => s.id === own.id))];
  const vehicleTypes = options.vehicleTypes.map((v) => v.name);
  if (!vehicleTypes.includes(form.vehicleType)) vehicleTypes.push(form.vehicleType);

  async function submit() {
    const outcome = await save(changes);
    if (outcome === 'saved') {
      toast(
        changes.status === 'completed'
          ? {
              title: 'Booking Completed!',
              description: "Invoice has been automatically generated and saved in 'Manage Invoices' with paid status...",
            }
          : { title: 'Booking Updated', description: 'The booking details were saved.' },
      );
    }
    if (outcome === 'saved' || outcome === 'unchanged') onDone();
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {textFields.map(({ key, label, type }) => (
        <label key={key} className={styles.field}>
          {label}
          <input
            className={styles.control}
            type={type ?? 'text'}
            value={form[key]}
            onChange={(event) => setField(key, event.target.value)}
          />
        </label>
      ))}
      <label className={styles.field}>
        Vehicle type
        <select className={styles.control} value={form.vehicleType} onChange={(e) => setField('vehicleType', e.target.value)}>
          {vehicleTypes.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={styles.fieldset}>
        <legend>Services</legend>
        {services.map((service) => (
          <label key={service.id} className={styles.checkboxRow}>
            <input
              type="checkbox"
              checked={form.serviceIds.includes(service.id)}
              onChange={(e) =>
                setField(
                  'serviceIds',
                  e.target.checked ? [...form.serviceIds, service.id] : form.serviceIds.filter((id) => id !== service.id),
                )
              }
            />
            {service.name}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        Notes
        <textarea className={styles.control} rows={3} value={form.notes} onChange={(e) => setField('notes', e.target.value)} />
      </label>
      <label className={styles.field}>
        Status
        <select className={styles.control} value={form.status} onChange={(e) => setField('status', e.target.value)}>
          {statuses.map((status) => (
            <option key={status.id} value={status.id}>
              {status.label}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.actions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={saving}>
          Save Details
        </Button>
      </div>
    </form>
  );
}
