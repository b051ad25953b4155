import {
  BOOKING_STATUSES_STREAM,
  SERVICES_STREAM,
  STARTER_CATALOG_STREAM,
  starterCatalog,
  VEHICLE_TYPES_STREAM,
} from '@detailing/schema';
import { fold } from '../commands/fold.js';
import { type CommandOptions, CommandRunner } from '../commands/runner.js';
import { type Actor, type AppendResult, ConcurrencyError, type EventStore } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import { DomainError } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { bookingStatusesDecider } from './bookingStatusesDecider.js';
import { servicesDecider } from './servicesDecider.js';
import { type StarterCatalogCommand, starterCatalogDecider } from './starterCatalogDecider.js';
import { vehicleTypesDecider } from './vehicleTypesDecider.js';

export const STARTER_CATALOG_ACTOR: Actor = { kind: 'system', id: null, name: 'Starter catalog' };

/** One command of the seed; its key names it in the claim and makes its command id. */
interface Step {
  key: string;
  run(options: CommandOptions & { commandId: string }): Promise<AppendResult>;
}

export interface StarterCatalogDeps {
  store: EventStore;
  clock: Clock;
  /** Given, the seeding process waits (bounded) for the catalog's read models to show the seed. */
  waiter?: ProjectionWaiter;
  log: (message: string, error?: unknown) => void;
}

const commandIdOf = (key: string) => `starter-catalog:${key}`;

function steps(runner: CommandRunner): Step[] {
  const { bookingStatuses, vehicleTypes, services } = starterCatalog;
  return [
    {
      key: 'booking-statuses',
      run: (options) =>
        runner.run({
          decider: bookingStatusesDecider,
          streamId: BOOKING_STATUSES_STREAM,
          commands: [{ type: 'SaveBookingStatuses', statuses: [...bookingStatuses] }],
          options,
        }),
    },
    ...vehicleTypes.map(
      (type): Step => ({
        key: `vehicle-type:${type.id}`,
        run: (options) =>
          runner.run({
            decider: vehicleTypesDecider,
            streamId: VEHICLE_TYPES_STREAM,
            shared: true,
            commands: [{ type: 'CreateVehicleType', vehicleTypeId: type.id, name: type.name, description: null }],
            options,
          }),
      }),
    ),
    // In this order on a fresh store, so the first gets service id 1.
    ...services.map(
      (service): Step => ({
        key: `service:${service.key}`,
        run: (options) =>
          runner.run({ decider: servicesDecider, streamId: SERVICES_STREAM, shared: true, commands: [{ type: 'CreateService', fields: service.fields }], options }),
      }),
    ),
  ];
}

/**
 * What to claim: everything on a store without catalog events. A store from before the starter
 * catalog, where the four vehicle types and seven statuses were implicit defaults, gets those of
 * them it never touched, so they stay; its services are its own.
 */
async function stepsToClaim(store: EventStore, all: Step[]): Promise<string[]> {
  const [services, vehicleTypes, statuses] = await Promise.all(
    [SERVICES_STREAM, VEHICLE_TYPES_STREAM, BOOKING_STATUSES_STREAM].map((stream) => store.readStream(stream)),
  );
  if (services!.length + vehicleTypes!.length + statuses!.length === 0) return all.map((s) => s.key);
  const touched = new Set(vehicleTypes!.map((e) => String(e.data.vehicleTypeId)));
  return [
    ...(statuses!.length === 0 ? ['booking-statuses'] : []),
    ...starterCatalog.vehicleTypes.filter((t) => !touched.has(t.id)).map((t) => `vehicle-type:${t.id}`),
  ];
}

/**
 * Seeds the starter catalog once per store, through the catalog's ordinary commands. Safe on
 * every start of every process: the first claim (appended to a new stream) wins, each step has a
 * fixed command id so a step already recorded appends nothing, and a claim left unfinished by a
 * crash is finished by the next start. Once marked seeded, nothing runs again, so whatever an
 * admin edits or deletes stays that way.
 */
export async function seedStarterCatalog(deps: StarterCatalogDeps): Promise<void> {
  const { store, log } = deps;
  const runner = new CommandRunner({ store, clock: deps.clock });
  const options = (key: string) => ({ commandId: commandIdOf(key), actor: STARTER_CATALOG_ACTOR, correlationId: 'starter-catalog' });
  const readState = async () => fold(starterCatalogDecider, await store.readStream(STARTER_CATALOG_STREAM));
  const record = async (command: StarterCatalogCommand, key: string) => {
    try {
      await runner.run({ decider: starterCatalogDecider, streamId: STARTER_CATALOG_STREAM, commands: [command], options: options(key) });
    } catch (error) {
      // A process seeding alongside recorded its claim (or its mark) first: theirs stands.
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  };

  let state = await readState();
  if (state.seeded) return;
  const all = steps(runner);
  if (!state.steps) {
    await record({ type: 'ClaimStarterCatalog', steps: await stepsToClaim(store, all) }, 'claim');
    state = await readState(); // another process may have claimed first: its steps are the ones to run
  }

  let lastPosition = 0;
  let appended = 0;
  for (const key of state.steps!) {
    const step = all.find((s) => s.key === key);
    if (!step) {
      log(`Starter catalog: step "${key}" is no longer known; skipped`);
      continue;
    }
    const result = await runStep(step, options(key), store, log);
    if (!result) continue;
    lastPosition = Math.max(lastPosition, result.lastGlobalPosition);
    if (!result.duplicate) appended += result.events.length;
  }
  await record({ type: 'MarkStarterCatalogSeeded' }, 'seeded');
  if (appended > 0) log(`Seeded the starter catalog (${appended} events).`);

  if (deps.waiter && lastPosition > 0) {
    await Promise.all(['services', 'vehicleTypes', 'bookingStatuses'].map((p) => deps.waiter!.waitFor(p, lastPosition)));
  }
}

async function runStep(
  step: Step,
  options: CommandOptions & { commandId: string },
  store: EventStore,
  log: StarterCatalogDeps['log'],
): Promise<AppendResult | null> {
  try {
    return await step.run(options);
  } catch (error) {
    // A process seeding alongside may have recorded this step between our check and our decision.
    const recorded = await store.findCommand(options.commandId);
    if (recorded) return recorded;
    // The store already has what the step would add (an older install's own type named "UTE"): keep theirs.
    if (error instanceof DomainError) {
      log(`Starter catalog: step "${step.key}" skipped: ${error.message}`);
      return null;
    }
    throw error;
  }
}
