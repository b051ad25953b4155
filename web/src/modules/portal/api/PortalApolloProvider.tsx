import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { portalClient } from './portalClient';

/** Gives the portal's hooks its own GraphQL client; wrap whatever renders portal data in it. */
export function PortalApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={portalClient()}>{children}</ApolloProvider>;
}
