import { useQuery } from '@apollo/client/react';
import { GeneratorSetupQuery } from '@/modules/invoicing/generator/graphql/GeneratorSetupQuery';
import { InvoiceGenerator } from '@/modules/invoicing/generator/components/InvoiceGenerator';
import { PageHeader } from '@/ui/PageHeader/PageHeader';
import { Button } from '@/ui/Button/Button';

export function InvoiceGeneratorView() {
  // Always from the server: "today" and the next number must be current when a document starts.
  const setup = useQuery(GeneratorSetupQuery, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
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
