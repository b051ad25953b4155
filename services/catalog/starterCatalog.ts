import {
  BOOKING_STATUSES_STREAM,
  SERVICES_STREAM,
  STARTER_CATALOG_STREAM,
  starterCatalog,
  VEHICLE_TYPES_STREAM,
} from '@detailing/schema';
import { fold, handleCommand } from '../commands/handleCommand.js';
import type { Actor, AppendResult, CommandContext, EventStore } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import { DomainError } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { bookingStatusesDecider } from './bookingStatusesDecider.js';
import { servicesDecider } from './servicesDecider.js';
import { starterCatalogDecider } from './starterCatalogDecider.js';
import { vehicleTypesDecider } from './vehicleTypesDecider.js';

export const STARTER_CATALOG_ACTOR: Actor = { kind: 'system', id: null, name: 'Starter catalog' };

/** One command of the seed; its key names it in the claim and makes its command id. */
interface Step {
  key: string;
  run(context: CommandContext): Promise<AppendResult>;
}

export interface StarterCatalogDeps {
  store: EventStore;
  clock: Clock;
  /** Given, the seeding process waits (bounded) for the catalog's read models to show the seed. */
  waiter?: ProjectionWaiter;
  log: (message: string, error?: unknown) => void;
}

const commandIdOf = (key: string) => `starter-catalog:${key}`;

function steps(store: EventStore): Step[] {
  const { bookingStatuses, vehicleTypes, services } = starterCatalog;
  return [
    {
      key: 'booking-statuses',
      run: (context) =>
        handleCommand(store, bookingStatusesDecider, BOOKING_STATUSES_STREAM, { type: 'SaveBookingStatuses', statuses: [...bookingStatuses] }, context),
    },
    ...vehicleTypes.map(
      (type): Step => ({
        key: `vehicle-type:${type.id}`,
        run: (context) =>
          handleCommand(
            store,
            vehicleTypesDecider,
            VEHICLE_TYPES_STREAM,
            { type: 'CreateVehicleType', vehicleTypeId: type.id, name: type.name, description: null },
            context,
          ),
      }),
    ),
    // In this order on a fresh store, so the first gets service id 1.
    ...services.map(
      (service): Step => ({
        key: `service:${service.key}`,
        run: (context) => handleCommand(store, servicesDecider, SERVICES_STREAM, { type: 'CreateService', fields: service.fields }, context),
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
  const { store, clock, log } = deps;
  const context = (key: string): CommandContext => ({
    commandId: commandIdOf(key),
    actor: STARTER_CATALOG_ACTOR,
    correlationId: 'starter-catalog',
    causationId: null,
    occurredAt: clock.now(),
  });
  const readState = async () => fold(starterCatalogDecider, await store.readStream(STARTER_CATALOG_STREAM));

  let state = await readState();
  if (state.seeded) return;
  const all = steps(store);
  if (!state.steps) {
    const claimed = await stepsToClaim(store, all);
    await handleCommand(store, starterCatalogDecider, STARTER_CATALOG_STREAM, { type: 'ClaimStarterCatalog', steps: claimed }, context('claim'));
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
    const result = await runStep(step, context(key), store, log);
    if (!result) continue;
    lastPosition = Math.max(lastPosition, result.lastGlobalPosition);
    if (!result.duplicate) appended += result.events.length;
  }
  await handleCommand(store, starterCatalogDecider, STARTER_CATALOG_STREAM, { type: 'MarkStarterCatalogSeeded' }, context('seeded'));
  if (appended > 0) log(`Seeded the starter catalog (${appended} events).`);

  if (deps.waiter && lastPosition > 0) {
    await Promise.all(['services', 'vehicleTypes', 'bookingStatuses'].map((p) => deps.waiter!.waitFor(p, lastPosition)));
  }
}

async function runStep(step: Step, context: CommandContext, store: EventStore, log: StarterCatalogDeps['log']): Promise<AppendResult | null> {
  try {
    return await step.run(context);
  } catch (error) {
    // A process seeding alongside may have recorded this step between our check and our decision.
    const recorded = await store.findCommand(context.commandId);
    if (recorded) return recorded;
    // The store already has what the step would add (an older install's own type named "UTE"): keep theirs.
    if (error instanceof DomainError) {
      log(`Starter catalog: step "${step.key}" skipped: ${error.message}`);
      return null;
    }
    throw error;
  }
}
