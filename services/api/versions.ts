import { ExpectedVersionInput, IfMatchInput, versionETag } from '@detailing/schema';
import type { Request, Response } from 'express';
import type { CommandOptions } from '../commands/runner.js';
import { VersionConflict } from '../platform/errors.js';
import { parseInput } from '../platform/validation.js';
import { actorOf, type RequestContext } from './context.js';
import { commandIdOf, graphqlCommandId } from './idempotency.js';

/** A REST request's command options: its caller, its Idempotency-Key, and the version its If-Match names. */
export function restCommandOptions(req: Request, ctx: RequestContext): CommandOptions {
  const { ifMatch } = parseInput(IfMatchInput, { ifMatch: req.get('If-Match') });
  return { actor: actorOf(ctx), commandId: commandIdOf(req), ...(ifMatch === undefined ? {} : { expectedVersion: ifMatch }) };
}

/** A GraphQL operation's command options: its caller and the `expectedVersion` argument, if any. */
export function graphqlCommandOptions(ctx: RequestContext, expectedVersion?: number | null): CommandOptions {
  const parsed = parseInput(ExpectedVersionInput, { expectedVersion }).expectedVersion;
  return { actor: actorOf(ctx), ...(parsed === undefined ? {} : { expectedVersion: parsed }) };
}

/**
 * The same, for a mutation whose command is repeatable by its command id: the request's
 * Idempotency-Key, if any, names the command (see `graphqlCommandId`).
 */
export function idempotentGraphqlCommandOptions(ctx: RequestContext, expectedVersion?: number | null): CommandOptions {
  const options = graphqlCommandOptions(ctx, expectedVersion);
  const commandId = graphqlCommandId(ctx, ctx.idempotency);
  return commandId === undefined ? options : { ...options, commandId };
}

/** One record's JSON with `ETag: "<version>"`, which an update sends back as If-Match. */
export function sendVersioned(res: Response, version: number, body: unknown): void {
  res.set('ETag', versionETag(version)).json(body);
}

/**
 * A command's answer in an edge's shape: the record it returns, and the current record a stale
 * edit is refused with, both through `view`.
 */
export const viewed = <T, V>(view: (record: T) => V, answer: Promise<T>): Promise<V> => answer.then(view, VersionConflict.as(view));
