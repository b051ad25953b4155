import { MAX_LENGTH } from '@detailing/schema/limits';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { TextField } from '@/ui/TextField/TextField';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import type { PortalMe } from '@/modules/portal/api/portalTypes';
import { demoRequests } from '@/modules/demo/utils/demoRequests';
import { serverWordsOr } from '@/modules/demo/utils/serverWordsOr';
import { validateVehicleRego } from '@/modules/demo/utils/validateDemoForms';
import { errorDetail } from '@/utils/errorDetail';
import * as styles from './demo.css';

const linkFailed = serverWordsOr('Could not link your vehicle. Please try again.');

interface DemoLinkVehicleProps {
  account: NonNullable<PortalMe['account']>;
  onLinked(me: PortalMe): void;
  onSignOut(): void;
  isSigningOut: boolean;
}

/**
 * A signed-in demo account that no customer is linked to yet: it proves a registration of the
 * customer with its e-mail (`POST /api/customers/link`) to see that customer's dashboard.
 */
export function DemoLinkVehicle({ account, onLinked, onSignOut, isSigningOut }: DemoLinkVehicleProps) {
  const [vehicleRego, setVehicleRego] = useState('');
  const [error, setError] = useState<string>();
  const [isPending, setPending] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const refuse = (message: string) => {
    setError(message);
    focusFirstInvalid();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateVehicleRego(vehicleRego);
    if (invalid) return refuse(invalid);
    setPending(true);
    try {
      onLinked(await demoRequests.link(vehicleRego.trim()));
    } catch (failure) {
      refuse(linkFailed(errorDetail(failure)));
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="demo-signed-in">
      <h2 id="demo-signed-in" className={styles.signedInAs}>
        Signed in as {account.fullName || account.username}
      </h2>
      <p className={styles.hint}>Enter your vehicle registration to see your bookings and invoices.</p>
      <Form ref={formRef} className={styles.form} onSubmit={onSubmit} validationBehavior="aria" aria-label="Link your vehicle">
        <TextField
          label="Vehicle registration"
          name="vehicleRego"
          autoComplete="off"
          spellCheck="false"
          maxLength={MAX_LENGTH.REGO * 2}
          value={vehicleRego}
          onChange={(value) => {
            setVehicleRego(value);
            setError(undefined);
          }}
          errorMessage={error}
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={isPending} fullWidth>
            {isPending ? 'Linking...' : 'Show My Bookings'}
          </Button>
        </div>
      </Form>
      <div className={styles.actions}>
        <Button variant="outline" isPending={isSigningOut} onPress={onSignOut} fullWidth>
          Sign Out
        </Button>
      </div>
    </section>
  );
}
