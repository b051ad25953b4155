import { ApolloProvider } from '@apollo/client/react';
import { AdminShell } from '@/modules/shell/components/AdminShell';
import { apolloClient } from '@/app/apollo/apolloClient';

/** What a signed-in admin gets: the GraphQL client and the shell. Its own chunk, so the gate stays light. */
export function AdminApp() {
  return (
    <ApolloProvider client={apolloClient}>
      <AdminShell />
    </ApolloProvider>
  );
}
