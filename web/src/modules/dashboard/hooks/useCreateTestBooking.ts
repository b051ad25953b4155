import { useMutation } from '@apollo/client/react';
import { toast } from '../../../ui/Toast/toast';
import { CreateTestBookingMutation } from '../graphql/CreateTestBookingMutation';
import { localDate } from '../utils/localDate';
import { testBookingInput } from '../utils/testBookingInput';

/** Creates the Live Sync Test Panel's booking with the first active service, toasting the outcome (000 §8). */
export function useCreateTestBooking(firstActiveServiceId: number | undefined, onCreated: () => void) {
  const [createBooking, { loading }] = useMutation(CreateTestBookingMutation);

  async function createTestBooking() {
    try {
      if (firstActiveServiceId === undefined) throw new Error('no active service');
      await createBooking({ variables: { input: testBookingInput(localDate(), firstActiveServiceId) } });
      toast({ title: 'Test Booking Created', description: 'Check the calendar for real-time updates!' });
      onCreated();
    } catch {
      toast({ title: 'Error', description: 'Failed to create test booking', variant: 'destructive' });
    }
  }

  return { createTestBooking, isCreating: loading };
}
