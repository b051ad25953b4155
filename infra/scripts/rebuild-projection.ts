import { allProjectors } from '@detailing/projections';
import { ProjectionRunner } from '@detailing/projections/runner/ProjectionRunner';
import { PersonalDataVault } from '@detailing/services/eventstore/personalData';
import { loadConfig } from '@detailing/services/platform/config';
import { openDatabase, openEventStore } from '../app.js';

// npm run projections:rebuild -- <name>: replays every event into fresh tables and swaps them in for
// the live ones; readers keep the old rows until then. Run again after a crash: it resumes.
const name = process.argv[2];
if (!name) {
  console.error(`Usage: npm run projections:rebuild -- <name>   (one of: ${allProjectors.map((p) => p.name).join(', ')})`);
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase(config);
try {
  const store = await openEventStore(config, db, new PersonalDataVault(db));
  const runner = new ProjectionRunner(db, store, allProjectors);
  await runner.migrate();
  const started = performance.now();
  const { events, position } = await runner.rebuild(name);
  console.log(`Rebuilt ${name} from ${events} events up to position ${position} in ${Math.round(performance.now() - started)} ms.`);
  await store.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
