import { z } from 'zod';

/** Turns the data of one version of an event type into the next version's shape. */
export type Upcaster = (data: unknown) => unknown;

/**
 * One event type: the schema of its data at its current version, and how each older version
 * becomes the next. Stored events are never rewritten; readers see them through these.
 */
export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  /** The current version: appends are stamped with it, reads are upcast to it. */
  readonly version: number;
  readonly schema: S;
  /** `upcasters[n]` turns version n's data into version n + 1's: one for every version before the current one. */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
}

export type EventRegistry = Readonly<Record<string, EventDefinition>>;

/** `{ type, data }` of one registered event type, its data typed by the schema. */
export type EventOf<R extends EventRegistry, K extends keyof R & string> = { type: K; data: z.output<R[K]['schema']> };

/** The union of every event type in a registry. */
export type EventsOf<R extends EventRegistry> = { [K in keyof R & string]: EventOf<R, K> }[keyof R & string];

/** An event type at version 1, or a later version with an upcaster from each earlier one (checked at load). */
export function defineEvent<S extends z.ZodType>(definition: {
  version?: number;
  schema: S;
  upcasters?: Record<number, Upcaster>;
}): EventDefinition<S> {
  const version = definition.version ?? 1;
  const upcasters = definition.upcasters ?? {};
  if (!Number.isInteger(version) || version < 1) throw new Error(`An event version must be a positive integer, not ${version}`);
  const expected = Array.from({ length: version - 1 }, (_, i) => String(i + 1));
  const given = Object.keys(upcasters).sort((a, b) => Number(a) - Number(b));
  if (given.join() !== expected.join()) {
    throw new Error(`An event at version ${version} needs upcasters from versions [${expected.join(', ')}], not [${given.join(', ')}]`);
  }
  return { version, schema: definition.schema, upcasters };
}

/**
 * An upcaster that first reads the data with the schema of the version it upcasts from, so the
 * old shape stays written down and a stored event that does not match it fails loudly.
 */
export const upcastFrom =
  <P extends z.ZodType>(previous: P, up: (data: z.output<P>) => unknown): Upcaster =>
  (data) =>
    up(previous.parse(data));

/** The data of a version-`from` event, brought up to the definition's current version (not yet parsed). */
export function upcast(definition: EventDefinition, data: unknown, from: number): unknown {
  let upcast = data;
  for (let version = from; version < definition.version; version++) upcast = definition.upcasters[version]!(upcast);
  return upcast;
}

/** True only when A and B are the same type; used to hold a schema to a type declared elsewhere. */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type Flat<T> = { [K in keyof T]: T[K] };

/**
 * Holds a schema to a TypeScript type declared elsewhere (shared shapes such as `BusinessInfo`):
 * `matching<T>()(schema)` does not compile unless the schema's output is exactly T.
 */
export const matching =
  <T>() =>
  <S extends z.ZodType>(
    schema: S,
    ..._mismatch: Same<Flat<z.output<S>>, Flat<T>> extends true ? [] : ['the schema does not match the type']
  ): S =>
    schema;
