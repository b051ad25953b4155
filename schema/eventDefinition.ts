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
  /**
   * Dot paths into the data naming its personal fields: the event store seals them under the
   * stream's key and, once the stream is erased, every reader sees them as `ERASED`.
   */
  readonly personal: readonly string[];
}

/** What every read shows in a personal field of an erased stream; every personal field's schema accepts it. */
export const ERASED = '(erased)';

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
  personal?: readonly string[];
}): EventDefinition<S> {
  const version = definition.version ?? 1;
  const upcasters = definition.upcasters ?? {};
  if (!Number.isInteger(version) || version < 1) throw new Error(`An event version must be a positive integer, not ${version}`);
  const expected = Array.from({ length: version - 1 }, (_, i) => String(i + 1));
  const given = Object.keys(upcasters).sort((a, b) => Number(a) - Number(b));
  if (given.join() !== expected.join()) {
    throw new Error(`An event at version ${version} needs upcasters from versions [${expected.join(', ')}], not [${given.join(', ')}]`);
  }
  const personal = definition.personal ?? [];
  for (const path of personal) checkPersonalPath(definition.schema, path);
  return { version, schema: definition.schema, upcasters, personal };
}

// A personal field must be a field of the schema (through objects, optional or nullable ones
// included) whose schema takes ERASED, so an erased event still parses.
function checkPersonalPath(schema: z.ZodType, path: string): void {
  let field: z.ZodType | undefined = schema;
  for (const name of path.split('.')) {
    const object = unwrap(field);
    field = object instanceof z.ZodObject ? (object.shape as Record<string, z.ZodType>)[name] : undefined;
    if (!field) throw new Error(`The personal path ${path} names no field of the event's schema`);
  }
  if (!field.safeParse(ERASED).success) {
    throw new Error(`The personal field ${path} must accept '${ERASED}' (a plain string), so an erased event still reads`);
  }
}

function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault || inner instanceof z.ZodReadonly) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

/**
 * An upcaster that first reads the data with the schema of the version it upcasts from, so the
 * old shape stays written down and a stored event that does not match it fails loudly. `up` is
 * handed the parsed copy, its own to change: `Object.assign(data, { … })` rather than a spread,
 * which V8 makes several times slower for objects of many fields, and the parse after it too.
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
