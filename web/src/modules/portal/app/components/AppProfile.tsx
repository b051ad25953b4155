import { useState } from 'react';
import { Button } from '@/ui/Button/Button';
import type { PortalCustomer } from '@/modules/portal/api/portalTypes';
import { LazyProfileDialog } from '@/modules/portal/components/LazyProfileDialog';

/** /app's Profile button and the shared profile dialog, which toggles between view and edit (001 §4). */
export function AppProfile({ customer, vehicleRego }: { customer: PortalCustomer; vehicleRego: string | null }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        Profile
      </Button>
      <LazyProfileDialog customer={customer} vehicleRego={vehicleRego} isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
