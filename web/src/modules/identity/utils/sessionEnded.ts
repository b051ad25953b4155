type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * The server ended the admin session while the app was open (its live connection closed with
 * 4401 or 4403). Told by the GraphQL client, which lives in the admin chunk; heard by the
 * session, which then shows the sign-in gate as a sign-out does.
 */
export const sessionEnded = {
  listen(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  notify(): void {
    for (const listener of listeners) listener();
  },
};
