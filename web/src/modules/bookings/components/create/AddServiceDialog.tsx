import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@/ui/Button/Button';
import { Dialog } from '@/ui/Dialog/Dialog';
import { DialogTrigger } from '@/ui/Dialog/DialogTrigger';
import { Modal } from '@/ui/Dialog/Modal';
import { TextField } from '@/ui/TextField/TextField';
import { bookingErrorToasts } from '@/modules/bookings/utils/bookingErrorToasts';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { BookingFormOptionsQuery } from '@/modules/bookings/graphql/BookingFormOptionsQuery';
import { CreateServiceMutation } from '@/modules/bookings/graphql/CreateServiceMutation';
import * as styles from './create.css';

const PRICE_FIELDS = [
  { key: 'priceSedanHatch', label: 'Sedan/Hatch Price' },
  { key: 'priceSuv5', label: 'SUV 5 Seater Price' },
  { key: 'priceSuv7', label: 'SUV 7 Seater Price' },
  { key: 'priceUte', label: 'UTE Price' },
] as const;

type PriceKey = (typeof PRICE_FIELDS)[number]['key'];

/** 000 §5: a name and at least one price above 0, otherwise Create stays disabled. */
export function isNewServiceValid(name: string, prices: Record<PriceKey, string>): boolean {
  return name.trim() !== '' && PRICE_FIELDS.some(({ key }) => Number(prices[key]) > 0);
}

function AddServiceForm({ close, onCreated }: { close(): void; onCreated(id: number): void }) {
  const [name, setName] = useState('');
  const [prices, setPrices] = useState<Record<PriceKey, string>>({ priceSedanHatch: '', priceSuv5: '', priceSuv7: '', priceUte: '' });
  // The form's options come again once, after this person's own new service: a rare, deliberate refresh.
  const [createService, { loading }] = useMutation(CreateServiceMutation, { refetchQueries: [BookingFormOptionsQuery] });
  const showError = useErrorToast();

  async function submit() {
    try {
      const result = await createService({
        variables: {
          input: {
            name: name.trim(),
            description: `Custom service: ${name.trim()}`,
            priceSedanHatch: Number(prices.priceSedanHatch) || 0,
            priceSuv5: Number(prices.priceSuv5) || 0,
            priceSuv7: Number(prices.priceSuv7) || 0,
            priceUte: Number(prices.priceUte) || 0,
            active: true,
          },
        },
        awaitRefetchQueries: true,
      });
      toast({ title: 'Success', description: 'Service created successfully' });
      if (result.data) onCreated(result.data.createService.id);
      close();
    } catch (error) {
      showError(error, bookingErrorToasts.createServiceFailed);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog is portalled out of the booking form, but React events still bubble to it.
        event.stopPropagation();
        if (isNewServiceValid(name, prices)) void submit();
      }}
    >
      <TextField label="Service Name" value={name} onChange={setName} autoFocus />
      <div className={styles.row}>
        {PRICE_FIELDS.map(({ key, label }) => (
          <div key={key} className={styles.field}>
            <label className={styles.label} htmlFor={`new-service-${key}`}>
              {label}
            </label>
            <input
              id={`new-service-${key}`}
              className={styles.input}
              type="number"
              min="0"
              step="0.01"
              inputMode="decimal"
              value={prices[key]}
              onChange={(event) => setPrices((current) => ({ ...current, [key]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      <div className={styles.actions}>
        <Button variant="outline" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={!isNewServiceValid(name, prices)} isPending={loading}>
          Create
        </Button>
      </div>
    </form>
  );
}

/** 'Add New Service', reachable from the booking form; the new service is ticked on creation. */
export function AddServiceDialog({ onCreated }: { onCreated(id: number): void }) {
  return (
    <DialogTrigger>
      <Button variant="outline" size="sm">
        Add New Service
      </Button>
      <Modal>
        <Dialog title="Add New Service">{({ close }) => <AddServiceForm close={close} onCreated={onCreated} />}</Dialog>
      </Modal>
    </DialogTrigger>
  );
}
