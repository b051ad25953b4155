import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { writeBooking } from '@/modules/bookings/utils/bookingCache';
import { CreateTestBookingMutation } from '@/modules/dashboard/graphql/CreateTestBookingMutation';
import { TestBookingServiceQuery } from '@/modules/dashboard/graphql/TestBookingServiceQuery';
import { localDate } from '@/modules/dashboard/utils/localDate';
import { testBookingInput } from '@/modules/dashboard/utils/testBookingInput';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';

/** Spec 000 §8: the test panel's failure toast. */
export const testBookingFailed = { title: 'Error', description: 'Failed to create test booking' };

/** Creates the Live Sync Test Panel's booking with the first active service now, toasting the outcome (000 §8). */
export function useCreateTestBooking() {
  const client = useApolloClient();
  // The new booking goes into the cached lists it belongs to (today's, if it is today).
  const [createBooking, { loading }] = useMutation(CreateTestBookingMutation, {
    update: (cache, { data }) => data && writeBooking(cache, data.createBooking),
  });
  const showError = useErrorToast();
  const [finding, setFinding] = useState(false);

  async function createTestBooking() {
    try {
      setFinding(true);
      const { data } = await client.query({ query: TestBookingServiceQuery, fetchPolicy: 'network-only' }).finally(() => setFinding(false));
      const service = data?.services.find((s) => s.active);
      if (!service) throw new Error('no active service');
      await createBooking({ variables: { input: testBookingInput(localDate(), service.id) } });
      toast({ title: 'Test Booking Created', description: 'Check the calendar for real-time updates!' });
    } catch (error) {
      showError(error, testBookingFailed);
    }
  }

  return { createTestBooking, isCreating: finding || loading };
}
