import { performance } from 'node:perf_hooks';
import { benchBackup } from './backup.js';
import { benchCompletion } from './completion.js';
import { benchCustomerImport } from './customerImport.js';
import { benchCustomerLogin } from './customerLogin.js';
import { benchCrossProcessLatency } from './crossProcessLatency.js';
import { benchCustomerSearch } from './customerSearch.js';
import { benchErasureCompaction } from './erasureCompaction.js';
import { benchEventStore } from './eventstore.js';
import { benchHttp } from './http.js';
import { benchInvoiceList } from './invoiceList.js';
import type { BenchOptions, BenchSection, Figure } from './figures.js';
import { benchLighthouse } from './lighthouse.js';
import { benchSubscriptionLatency } from './latency.js';
import { benchLongText } from './longText.js';
import { benchPersonalData } from './personalData.js';
import { benchReminders } from './reminders.js';
import { benchReplay } from './replay.js';
import { benchReports } from './reports.js';
import { benchStack } from './stack.js';
import { benchCalendarFeed } from './calendarFeed.js';
import { checkFigure, figureLine, figuresJson } from './report.js';
import { webBundleFigures } from './webBundle.js';
import { wizardBundleFigures } from './wizardBundle.js';

const USAGE = `npm run bench [-- [--quick] [--json] [section ...]]
  --quick   small sizes: the whole run takes under two minutes
  --json    only one JSON object on stdout, keyed by figure; progress goes to stderr
  section   run only the sections whose name or title contains one of these words`;

// Each section starts what it needs (a fresh database, a whole app) and stops it again.
const sections: { name: string; title: string; run: BenchSection }[] = [
  { name: 'appends', title: 'Event store appends', run: benchEventStore },
  { name: 'replay', title: 'Projection replay', run: benchReplay },
  { name: 'http', title: 'HTTP read paths under load (50 connections), beside a bare node:http server answering the same bytes', run: benchHttp },
  { name: 'latency', title: 'Live update latency', run: benchSubscriptionLatency },
  { name: 'cross-process', title: 'Live update latency across two product processes', run: benchCrossProcessLatency },
  { name: 'completion', title: 'Completion to invoice', run: benchCompletion },
  { name: 'reminders', title: 'Booking reminders: planning 10,000 upcoming bookings, and the lateness of reminders due together', run: benchReminders },
  { name: 'customers', title: 'Customer search (50,000 customers)', run: benchCustomerSearch },
  { name: 'invoice-list', title: 'Invoice list: page, search and filter (10,000 invoices)', run: benchInvoiceList },
  { name: 'long-text', title: 'Long names in the calendar export and the invoice PDF', run: benchLongText },
  { name: 'web', title: 'Web bundle', run: webBundleFigures },
  { name: 'wizard-bundle', title: 'Booking wizard bundle and embed loader', run: wizardBundleFigures },
  { name: 'lighthouse', title: 'Lighthouse (mobile) on the admin sign-in page, the customer portal login and the booking wizard', run: benchLighthouse },
  { name: 'personal', title: 'Sealed personal data', run: benchPersonalData },
  { name: 'customer-import', title: 'Customer CSV import', run: benchCustomerImport },
  { name: 'customer-login', title: 'Customer portal sign-in: failure kinds and success', run: benchCustomerLogin },
  { name: 'reports', title: 'Reports: the report over 100,000 bookings for 30 days, one year and two years', run: benchReports },
  { name: 'calendar-feed', title: 'Calendar feed: full and conditional GET over 10,000 bookings', run: benchCalendarFeed },
  { name: 'stack', title: 'The replicated stack: two API replicas and two workers behind Caddy', run: benchStack },
  { name: 'backup', title: 'Backup and restore: 1,000,000 events and 2,000 photos, with a writer beside the backup', run: benchBackup },
  { name: 'erasure-compaction', title: 'Erasure compaction of the embedded store (5,000 customers, 20,000 bookings)', run: benchErasureCompaction },
];

function parseArguments(args: string[]): { options: BenchOptions; json: boolean; chosen: typeof sections } {
  const flags = args.filter((a) => a.startsWith('-'));
  const unknown = flags.filter((f) => f !== '--quick' && f !== '--json');
  if (unknown.length) fail(`unknown option ${unknown.join(' ')}`);
  const filters = args.filter((a) => !a.startsWith('-')).map((a) => a.toLowerCase());
  const matches = (section: (typeof sections)[number], filter: string) =>
    section.name.includes(filter) || section.title.toLowerCase().includes(filter);
  const unmatched = filters.filter((filter) => !sections.some((section) => matches(section, filter)));
  if (unmatched.length) fail(`no section matches ${unmatched.join(', ')}; sections: ${sections.map((s) => s.name).join(', ')}`);
  return {
    options: { quick: flags.includes('--quick') },
    json: flags.includes('--json'),
    chosen: filters.length ? sections.filter((section) => filters.some((filter) => matches(section, filter))) : sections,
  };
}

function fail(message: string): never {
  process.stderr.write(`bench: ${message}\n${USAGE}\n`);
  process.exit(2);
}

const { options, json, chosen } = parseArguments(process.argv.slice(2));
const writeStdout = process.stdout.write.bind(process.stdout);
// With --json, stdout carries the report alone: whatever a section or a library prints goes to stderr.
if (json) process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
const report = (line: string) => (json ? process.stderr.write(`${line}\n`) : writeStdout(`${line}\n`));

const figures: Figure[] = [];
const failed: string[] = [];
const runStarted = performance.now();
for (const section of chosen) {
  report(`\n${section.title}`);
  const started = performance.now();
  try {
    const sectionFigures = await section.run(options);
    for (const figure of sectionFigures) {
      checkFigure(figure);
      if (figures.some((other) => other.key === figure.key)) throw new Error(`another section already reported ${figure.key}`);
    }
    for (const figure of sectionFigures) report(`  ${figureLine(figure)}`);
    figures.push(...sectionFigures);
  } catch (error) {
    failed.push(section.name);
    process.stderr.write(`bench section "${section.name}" (${section.title}) failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.stderr.write(`[bench] ${section.name}: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
process.stderr.write(`[bench] ${options.quick ? 'quick ' : ''}run: ${((performance.now() - runStarted) / 1000).toFixed(1)} s\n`);
if (failed.length) process.stderr.write(`bench: ${failed.length} section(s) failed: ${failed.join(', ')}\n`);

let output = '';
let code = failed.length ? 1 : 0;
try {
  if (json) output = `${figuresJson(figures)}\n`;
} catch (error) {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  code = 1;
}
// Open pools and sockets of the sections must not keep the process alive; exit once stdout has the report.
writeStdout(output, () => process.exit(code));
