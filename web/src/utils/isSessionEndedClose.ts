/**
 * A graphql-ws close that means the session is over: 4401 (it ended: sign-out, expiry, revoked)
 * or 4403 (no usable session, or the user's rights changed). Another try with the same cookie
 * gets the same answer, so the live connection stops and the page goes to its sign-in.
 */
export function isSessionEndedClose(event: unknown): boolean {
  return typeof event === 'object' && event !== null && 'code' in event && (event.code === 4401 || event.code === 4403);
}
