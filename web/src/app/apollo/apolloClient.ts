import { signOutCleanups } from '@/modules/identity/utils/signOutCleanups';
import { createApolloClient } from './createApolloClient';
import { createWsClient } from './createWsClient';

/** The app's one GraphQL client and its live connection; loaded with the admin app, after sign-in. */
export const wsClient = createWsClient();
export const apolloClient = createApolloClient(wsClient);

signOutCleanups.add(() => apolloClient.clearStore());
