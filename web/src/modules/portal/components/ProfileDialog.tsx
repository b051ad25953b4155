import { useEffect, useState } from 'react';
import { Button } from '@/ui/Button/Button';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { actions } from '@/ui/Dialog/Dialog.css';
import { Dialog } from '@/ui/Dialog/Dialog';
import { Modal } from '@/ui/Dialog/Modal';
import { Icon } from '@/ui/Icon/Icon';
import { PortalSessionQuery } from '@/modules/portal/api/portalOperations';
import { portalStore } from '@/modules/portal/api/portalStore';
import type { PortalCustomer } from '@/modules/portal/api/portalTypes';
import type { AwaitingCode } from '@/modules/portal/api/useUpdateMyProfile';
import { contactChangeTexts } from '@/modules/portal/utils/contactChangeTexts';
import { ContactCodeForm } from './ContactCodeForm';
import * as styles from './dashboard.css';
import { ProfileForm } from './ProfileForm';

export interface ProfileDialogProps {
  customer: PortalCustomer;
  /** The registration the customer signed in with (else the customer's own). */
  vehicleRego?: string | null;
  isOpen: boolean;
  onClose(): void;
}

/**
 * 'My Profile' (001 §4: the dialog toggles between view and edit). Saving goes through
 * `useUpdateMyProfile`. A stale save shows the changed-elsewhere alert, whose Reload starts the
 * form again from the profile as it is now. A new e-mail or mobile is sent a code (issue 28): the
 * dialog then asks for it, showing the value as it is until the code comes back.
 */
export function ProfileDialog({ customer, vehicleRego = null, isOpen, onClose }: ProfileDialogProps) {
  const [isEditing, setEditing] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [loadedAt, setLoadedAt] = useState(0);
  const [awaiting, setAwaiting] = useState<AwaitingCode[]>([]);

  useEffect(() => {
    if (!isOpen) {
      setEditing(false);
      setConflict(false);
      setAwaiting([]);
    }
  }, [isOpen]);

  async function reload() {
    await portalStore.refetch(PortalSessionQuery);
    setConflict(false);
    setLoadedAt((n) => n + 1);
  }

  const rows: [string, string][] = [
    ['Full Name', customer.fullName],
    ['Email', customer.email],
    ['Mobile', customer.mobile],
    ['Address', customer.address || '—'],
    ['Vehicle Registration', vehicleRego ?? customer.vehicleRego ?? '—'],
  ];
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog title={isEditing ? 'Edit Profile' : 'My Profile'}>
        {isEditing ? (
          <>
            {conflict && <ChangedElsewhereAlert onReload={() => void reload()} />}
            <ProfileForm
              key={loadedAt}
              customer={customer}
              vehicleRego={vehicleRego}
              onConflict={() => setConflict(true)}
              onCancel={() => setEditing(false)}
              onSaved={(waiting) => {
                setEditing(false);
                setAwaiting(waiting);
              }}
            />
          </>
        ) : awaiting.length > 0 ? (
          <div className={styles.stack}>
            {awaiting.map((item) => (
              <ContactCodeForm
                key={`${item.field} ${item.destination}`}
                awaiting={item}
                current={item.field === 'EMAIL' ? customer.email : customer.mobile}
                onConfirmed={() => setAwaiting((all) => all.filter((a) => a !== item))}
              />
            ))}
            <div className={actions}>
              <Button variant="outline" onPress={() => setAwaiting([])}>
                {contactChangeTexts.later}
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.stack}>
            <dl className={styles.fields}>
              {rows.map(([term, value]) => (
                <div key={term} className={styles.fieldRow}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <div className={actions}>
              <Button onPress={() => setEditing(true)}>
                <Icon name="pencil" />
                Edit Profile
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
