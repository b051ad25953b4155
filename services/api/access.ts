import type { Request, Response } from 'express';
import { Authorized, Extensions, type AuthChecker } from 'type-graphql';
import { assertNever, identityMessages } from '@detailing/schema';
import type { User } from '../identity/users.js';
import { DomainError } from '../platform/errors.js';
import type { RequestContext } from './context.js';
import type { ApiServices } from './services.js';

/**
 * Who may call an operation or route: everyone, any signed-in user (admin, staff or customer),
 * customers only (the portal, scoped to their own records), or admins only.
 */
export type Role = 'public' | 'signedIn' | 'customer' | 'admin';

/** The declaration every GraphQL operation, restricted field and REST route carries, once. */
export interface AccessRule {
  role: Role;
  /** The answer depends on the caller: admins see (or may do) more than `role` does. */
  adminSeesMore?: boolean;
  /** GraphQL arguments that, when given a truthy value, make the call admin-only. */
  adminOnlyArgs?: readonly string[];
}

/** Why `user` may not act as `role`: no session, or the wrong role; null when they may. */
export function refusalFor(role: Role, user: User | null): 'UNAUTHENTICATED' | 'FORBIDDEN' | null {
  switch (role) {
    case 'public':
      return null;
    case 'signedIn':
      return user ? null : 'UNAUTHENTICATED';
    case 'customer':
    case 'admin':
      return !user ? 'UNAUTHENTICATED' : user.role === role ? null : 'FORBIDDEN';
    default:
      return assertNever(role);
  }
}

/** A refusal as the error both edges answer with: 401 / 403 over REST, the same codes over GraphQL. */
export const refusalError = (refusal: 'UNAUTHENTICATED' | 'FORBIDDEN'): DomainError =>
  new DomainError(refusal, refusal === 'UNAUTHENTICATED' ? identityMessages.notAuthenticated : identityMessages.forbidden);

/** Throws UNAUTHENTICATED or FORBIDDEN unless `user` may act as `role`. */
export function checkRole(role: Role, user: User | null): void {
  const refusal = refusalFor(role, user);
  if (refusal) throw refusalError(refusal);
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
  for (const rule of rules) checkRole(roleForArgs(rule, args), context.user);
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
  handler: (req: Request, res: Response, ctx: RequestContext, services: ApiServices) => Promise<unknown> | unknown;
}

/** The role a REST call needs, given its query string. */
export const roleForQuery = (route: Pick<RestRoute, 'role' | 'adminOnlyQuery'>, query: Record<string, unknown>): Role =>
  Object.entries(route.adminOnlyQuery ?? {}).some(([name, value]) => query[name] === value) ? 'admin' : route.role;
