import { PortalApolloProvider } from '@/modules/portal/api/PortalApolloProvider';
import { AppDashboard } from './AppDashboard';

/** /app once signed in, with the portal's own GraphQL client (this chunk brings it). */
export function PortalAppDashboard({ onSignedOut }: { onSignedOut(): void }) {
  return (
    <PortalApolloProvider>
      <AppDashboard onSignedOut={onSignedOut} />
    </PortalApolloProvider>
  );
}
