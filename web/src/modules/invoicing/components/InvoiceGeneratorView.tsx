import { useQuery } from '@apollo/client/react';
import { useLiveFeed } from '@/modules/bookings/hooks/useLiveFeed';
import { GeneratorInvoiceChangedSubscription } from '@/modules/invoicing/generator/graphql/GeneratorInvoiceChangedSubscription';
import { GeneratorSetupQuery } from '@/modules/invoicing/generator/graphql/GeneratorSetupQuery';
import { InvoiceGenerator } from '@/modules/invoicing/generator/components/InvoiceGenerator';
import { Button } from '@/ui/Button/Button';
import { PageHeader } from '@/ui/PageHeader/PageHeader';

export function InvoiceGeneratorView() {
  // Always from the server: "today" and the next number must be current when a document starts.
  const setup = useQuery(GeneratorSetupQuery, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  // The number shown is a preview: a document issued elsewhere takes it, so ask again.
  useLiveFeed(GeneratorInvoiceChangedSubscription, (_client, { invoiceChanged }) => {
    if (invoiceChanged.kind === 'CREATED') void setup.refetch();
  });
  return (
    <>
      <PageHeader title="Invoice and Quote Generator" />
      {setup.data ? (
        <InvoiceGenerator setup={setup.data} refreshSetup={async () => (await setup.refetch()).data} />
      ) : setup.error ? (
        <div role="alert">
          <p>Could not load the generator: {setup.error.message}</p>
          <Button variant="outline" onPress={() => void setup.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p>Loading...</p>
      )}
    </>
  );
}
