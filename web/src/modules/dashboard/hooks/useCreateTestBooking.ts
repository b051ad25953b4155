import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from '@/ui/Toast/toast';
import { CreateTestBookingMutation } from '@/modules/dashboard/graphql/CreateTestBookingMutation';
import { TestBookingServiceQuery } from '@/modules/dashboard/graphql/TestBookingServiceQuery';
import { localDate } from '@/modules/dashboard/utils/localDate';
import { testBookingInput } from '@/modules/dashboard/utils/testBookingInput';

/** Creates the Live Sync Test Panel's booking with the first active service now, toasting the outcome (000 §8). */
export function useCreateTestBooking(onCreated: () => void) {
  const client = useApolloClient();
  const [createBooking, { loading }] = useMutation(CreateTestBookingMutation);
  const [finding, setFinding] = useState(false);

  async function createTestBooking() {
    try {
      setFinding(true);
      const { data } = await client.query({ query: TestBookingServiceQuery, fetchPolicy: 'network-only' }).finally(() => setFinding(false));
      const service = data?.services.find((s) => s.active);
      if (!service) throw new Error('no active service');
      await createBooking({ variables: { input: testBookingInput(localDate(), service.id) } });
      toast({ title: 'Test Booking Created', description: 'Check the calendar for real-time updates!' });
      onCreated();
    } catch {
      toast({ title: 'Error', description: 'Failed to create test booking', variant: 'destructive' });
    }
  }

  return { createTestBooking, isCreating: finding || loading };
}
