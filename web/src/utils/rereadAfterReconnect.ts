/**
 * How long after a live connection comes back from a drop a screen reads what it shows again
 * (changes made while it was down reached no subscription). The socket's subscriptions are sent
 * again at once, and the server holds them after one session look-up: reading after that leaves no
 * moment whose changes neither the read nor the socket sees.
 */
export const REREAD_AFTER_RECONNECT_MS = 1000;
