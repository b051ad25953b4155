import { useState } from 'react';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/Toast/toast';
import { useUpdateBookingDetailsMutation } from '@/modules/bookings/hooks/useUpdateBookingDetailsMutation';
import * as styles from './details.css';
import { saveFailedToast } from './saveFailedToast';
import type { DetailsBooking, DetailsOptions } from './types';

interface Props {
  booking: DetailsBooking;
  options: DetailsOptions;
  onCancel(): void;
  onSaved(): void;
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

/** The Booking Details tab: the booking's fields and its status (spec 000 §2, §7). */
export function DetailsTab({ booking, options, onCancel, onSaved }: Props) {
  const [form, setForm] = useState({
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
  const [update, { loading }] = useUpdateBookingDetailsMutation();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  // The booking's own status and services stay choosable, by the names it came with, even when
  // settings no longer list them (a removed status, an inactive or deleted service).
  const statuses = options.bookingStatuses.some((s) => s.id === booking.status)
    ? options.bookingStatuses
    : [...options.bookingStatuses, { id: booking.status, label: booking.statusLabel }];
  const services = [...options.services, ...booking.services.filter((own) => !options.services.some((s) => s.id === own.id))];
  const vehicleTypes = options.vehicleTypes.map((v) => v.name);
  if (!vehicleTypes.includes(form.vehicleType)) vehicleTypes.push(form.vehicleType);

  async function save() {
    try {
      await update({ variables: { id: booking.id, input: { ...form } } });
      if (form.status === 'completed') {
        toast({
          title: 'Booking Completed!',
          description: "Invoice has been automatically generated and saved in 'Manage Invoices' with paid status...",
        });
      } else {
        toast({ title: 'Booking Updated', description: 'The booking details were saved.' });
      }
      onSaved();
    } catch (error) {
      saveFailedToast(error);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {textFields.map(({ key, label, type }) => (
        <label key={key} className={styles.field}>
          {label}
          <input
            className={styles.control}
            type={type ?? 'text'}
            value={form[key]}
            onChange={(event) => set(key, event.target.value)}
          />
        </label>
      ))}
      <label className={styles.field}>
        Vehicle type
        <select className={styles.control} value={form.vehicleType} onChange={(e) => set('vehicleType', e.target.value)}>
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
                set(
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
        <textarea className={styles.control} rows={3} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
      </label>
      <label className={styles.field}>
        Status
        <select className={styles.control} value={form.status} onChange={(e) => set('status', e.target.value)}>
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
        <Button type="submit" isPending={loading}>
          Save Details
        </Button>
      </div>
    </form>
  );
}
