import { replayHere } from './replay.js';

// The replay bench's own process (see benchReplay): its figures go back to the bench, which forked it.
// Run by hand (`node --cpu-prof --import tsx infra/bench/replayProcess.ts --events 200000`) it prints them.
const events = process.argv.indexOf('--events');
try {
  const figures = await replayHere(process.argv.includes('--quick'), events > 0 ? Number(process.argv[events + 1]) : undefined);
  if (process.send) process.send(figures, () => process.exit(0));
  else {
    for (const figure of figures) process.stdout.write(`${figure.key}: ${figure.value.toFixed(1)} ${figure.unit} (${figure.note ?? ''})\n`);
    process.exit(0);
  }
} catch (error) {
  process.stderr.write(`replay bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
