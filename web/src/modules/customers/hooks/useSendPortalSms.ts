import { useMutation } from '@apollo/client/react';
import { SendPortalSmsMutation } from '@/modules/customers/graphql/SendPortalSmsMutation';
import { customerErrorToasts } from '@/modules/customers/utils/customerErrorToasts';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';

/** Texts a customer their one-time portal sign-in link; failures show 'SMS Failed' with the server's words. */
export function useSendPortalSms() {
  const [mutate] = useMutation(SendPortalSmsMutation);
  const showError = useErrorToast();
  return async function sendPortalSms(customer: { id: string; fullName: string; mobile: string }): Promise<boolean> {
    try {
      await mutate({ variables: { customerId: customer.id } });
      toast({ title: 'SMS Sent', description: `A portal sign-in link was texted to ${customer.fullName} (${customer.mobile}).` });
      return true;
    } catch (error) {
      showError(error, customerErrorToasts.smsFailed);
      return false;
    }
  };
}
