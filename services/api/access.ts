import type { Request, Response } from 'express';
import { Authorized, Extensions, type AuthChecker } from 'type-graphql';
import { assertNever, identityMessages } from '@detailing/schema';
import { DomainError } from '../platform/errors.js';
import type { RequestContext } from './context.js';
import type { ApiServices } from './services.js';

/**
 * Who may call an operation or route: everyone; any signed-in admin-side user (admin, staff, or a
 * demo account signed in at the admin login); a portal customer with a proven registration
 * (`customer`: scoped to their own records); any portal session, a demo account not linked yet too
 * (`portal`); or admins only. The admin side reads only the admin session, the portal side only
 * the customer session: neither ever stands in for the other.
 */
export type Role = 'public' | 'signedIn' | 'portal' | 'customer' | 'admin';

/** The declaration every GraphQL operation, restricted field and REST route carries, once. */
export interface AccessRule {
  role: Role;
  /** The answer depends on the caller: admins see (or may do) more than `role` does. */
  adminSeesMore?: boolean;
  /** GraphQL arguments that, when given a truthy value, make the call admin-only. */
  adminOnlyArgs?: readonly string[];
}

/** Who is calling, as far as access goes: the admin-side user and the portal customer. */
export type Caller = Pick<RequestContext, 'user' | 'customer'>;

export type Refusal = 'UNAUTHENTICATED' | 'FORBIDDEN';

/** Why `caller` may not act as `role`: no session, or the wrong rights; null when they may. */
export function refusalFor(role: Role, caller: Caller): Refusal | null {
  const { user, customer } = caller;
  switch (role) {
    case 'public':
      return null;
    case 'signedIn':
      return user ? null : 'UNAUTHENTICATED';
    case 'admin':
      return !user ? 'UNAUTHENTICATED' : user.role === 'admin' ? null : 'FORBIDDEN';
    case 'portal':
      return customer ? null : 'UNAUTHENTICATED';
    case 'customer':
      return !customer ? 'UNAUTHENTICATED' : customer.customerId ? null : 'FORBIDDEN';
    default:
      return assertNever(role);
  }
}

/** A refusal as the error both edges answer with: 401 / 403 over REST, the same codes over GraphQL. */
export const refusalError = (refusal: Refusal, role: Role = 'admin'): DomainError =>
  new DomainError(
    refusal,
    refusal === 'UNAUTHENTICATED' ? identityMessages.notAuthenticated : role === 'customer' ? identityMessages.accountNotLinked : identityMessages.forbidden,
  );

/** Throws UNAUTHENTICATED or FORBIDDEN unless `caller` may act as `role`. */
export function checkRole(role: Role, caller: Caller): void {
  const refusal = refusalFor(role, caller);
  if (refusal) throw refusalError(refusal, role);
}

/** The role a GraphQL call needs, given the arguments it was sent. */
export const roleForArgs = (rule: AccessRule, args: Record<string, unknown>): Role =>
  rule.adminOnlyArgs?.some((name) => Boolean(args[name])) ? 'admin' : rule.role;

/** Where a declaration is kept on the built schema's field, so tests and start-up can find undeclared ones. */
export const ACCESS_EXTENSION = 'access';

/**
 * Declares who may call a query, mutation, subscription or field: type-graphql's `@Authorized`
 * with the rule as its role, checked by `authChecker` before the resolver (or `subscribe`) runs.
 */
export function Access(role: Role, options: Omit<AccessRule, 'role'> = {}): MethodDecorator & PropertyDecorator {
  const rule: AccessRule = { role, ...options };
  const authorized = Authorized<AccessRule>([rule]);
  const extensions = Extensions({ [ACCESS_EXTENSION]: rule });
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    authorized(target, key, descriptor as never);
    extensions(target, key, descriptor as never);
  };
}

export const authChecker: AuthChecker<RequestContext, AccessRule> = ({ context, args }, rules) => {
  for (const rule of rules) checkRole(roleForArgs(rule, args), context);
  return true;
};

/** A REST route of the one table: its method, path under /api, who may call it, and its handler. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  role: Role;
  /** The answer depends on the caller: admins see (or may do) more than `role` does. */
  adminSeesMore?: boolean;
  /** Query parameter values that make the call admin-only (`{ all: 'true' }`). */
  adminOnlyQuery?: Readonly<Record<string, string>>;
  /**
   * The answer starts or ends a session, redeems a one-time code or shows a secret once: it is never
   * stored for an Idempotency-Key's replay, so a retry runs again (and a sign-in answers as itself).
   */
  neverReplayed?: true;
  /**
   * A public read holding nothing personal (the catalog, the business's own settings and images):
   * caches may keep its answer, asking again each time (`no-cache`; the handler may say more). Every
   * other answer under /api says `no-store`.
   */
  cacheable?: true;
  /** What the route does (or `answer`, for a read kept in the answer cache). */
  handler?: (req: Request, res: Response, ctx: RequestContext, services: ApiServices) => Promise<unknown> | unknown;
  /**
   * A GET answered from the read models alone (and the clock, to the second): the key naming what
   * the answer depends on besides them (see `AnswerCache`), its Cache-Control when not the route's
   * default, and the read. Kept, sent with an ETag, and served before Express when asked for
   * without a query string (`readPath`).
   */
  answer?: (ctx: RequestContext, services: ApiServices, query: Record<string, unknown>) => AnswerSpec;
}

export interface AnswerSpec {
  key: string;
  cacheControl?: string;
  read: () => Promise<unknown>;
}

/** The role a REST call needs, given its query string. */
export const roleForQuery = (route: Pick<RestRoute, 'role' | 'adminOnlyQuery'>, query: Record<string, unknown>): Role =>
  Object.entries(route.adminOnlyQuery ?? {}).some(([name, value]) => query[name] === value) ? 'admin' : route.role;
