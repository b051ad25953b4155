import { createApolloClient } from './createApolloClient';
import { createWsClient } from './createWsClient';

/** The app's one GraphQL client and its live connection. */
export const wsClient = createWsClient();
export const apolloClient = createApolloClient(wsClient);
