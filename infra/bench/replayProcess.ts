import { replayHere } from './replay.js';

// The replay bench's own process (see benchReplay): its figures go back to the bench, which forked it.
try {
  const figures = await replayHere(process.argv.includes('--quick'));
  process.send!(figures, () => process.exit(0));
} catch (error) {
  process.stderr.write(`replay bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
