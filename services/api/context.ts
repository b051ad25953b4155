import type { Actor } from '../eventstore/EventStore.js';
import type { User } from '../identity/users.js';

/** What every resolver and REST handler knows about the caller. */
export interface RequestContext {
  user: User | null;
  /** The caller's session (its id hash), or null for anonymous callers. */
  sessionId: string | null;
  /** The client's address: X-Forwarded-For only as far as TRUST_PROXY hops go. */
  ip: string;
  /** Where the request came to (`https://host`), for links sent out when no app domain is set. */
  origin?: string;
}

export function actorOf(context: RequestContext): Actor {
  const user = context.user;
  if (!user) return { kind: 'public', id: null, name: null };
  return { kind: user.role === 'customer' ? 'customer' : 'user', id: user.id, name: user.fullName ?? user.username };
}
