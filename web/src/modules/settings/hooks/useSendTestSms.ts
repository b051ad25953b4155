import { useMutation } from '@apollo/client/react';
import { SendTestSmsMutation } from '@/modules/settings/graphql/SendTestSmsMutation';
import { smsErrorToasts, smsToasts } from '@/modules/settings/utils/smsToasts';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';

/** One test text through the saved account; 'Test failed' with the provider's or server's words (001 §8). */
export function useSendTestSms() {
  const [mutate, { loading }] = useMutation(SendTestSmsMutation);
  const showError = useErrorToast();

  async function send(to: string, message: string): Promise<void> {
    try {
      await mutate({ variables: { to, message: message.trim() === '' ? null : message } });
      toast(smsToasts.testSent(to.trim()));
    } catch (error) {
      showError(error, smsErrorToasts.testFailed);
    }
  }

  return { send, sending: loading };
}
