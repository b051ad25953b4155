import { useState } from 'react';
import { signInCustomer } from '@/modules/portal/api/customerSignIn';
import { loginFailureToast, loginFieldErrors } from '@/modules/portal/utils/loginFailureToast';
import { goTo, portalPaths } from '@/modules/portal/utils/portalNavigation';
import { toastAfterNavigation } from '@/modules/portal/utils/pendingToast';
import { portalToasts } from '@/modules/portal/utils/portalToasts';
import type { CustomerLoginErrors, CustomerLoginValues } from '@/modules/portal/utils/validateCustomerLogin';
import { toast } from '@/ui/Toast/toast';

/**
 * Signs a customer in with registration and e-mail and goes to the dashboard, which greets them
 * ('Login successful'); a refusal is the spec's toast, and field errors the server found are
 * answered for the form to show.
 */
export function useCustomerLogin() {
  const [isPending, setPending] = useState(false);

  async function submit(values: CustomerLoginValues): Promise<CustomerLoginErrors> {
    setPending(true);
    try {
      await signInCustomer({ vehicleRego: values.vehicleRego.trim(), email: values.email.trim() });
      toastAfterNavigation(portalToasts.loginSucceeded);
      goTo(portalPaths.dashboard);
      return {};
    } catch (error) {
      toast(loginFailureToast(error));
      setPending(false);
      return loginFieldErrors(error);
    }
  }

  return { submit, isPending };
}
