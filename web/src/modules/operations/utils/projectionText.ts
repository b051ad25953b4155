import type { BadgeTone } from '@/ui/Badge/Badge.css';

export type ProjectionState = 'LIVE' | 'BEHIND' | 'REBUILDING';

const count = new Intl.NumberFormat('en-AU');

export const stateLabels: Record<ProjectionState, { label: string; tone: BadgeTone }> = {
  LIVE: { label: 'Live', tone: 'green' },
  BEHIND: { label: 'Behind', tone: 'orange' },
  REBUILDING: { label: 'Rebuilding', tone: 'blue' },
};

/** "Up to date", "1,234 events" or "10,000+ events" (the server stops counting at its cap); null: not counted. */
export function eventsBehindText(eventsBehind: number | null, capped: boolean): string {
  if (eventsBehind === null) return 'Not counted';
  if (eventsBehind === 0) return 'Up to date';
  const events = `${count.format(eventsBehind)}${capped ? '+' : ''}`;
  return `${events} ${eventsBehind === 1 && !capped ? 'event' : 'events'}`;
}

/** How long the first events not yet applied have waited: "4 s", "3 min", "2 h 5 min"; null when none waits or it is not known. */
export function waitingText(secondsBehind: number | null): string | null {
  if (secondsBehind === null || secondsBehind <= 0) return null;
  const seconds = Math.floor(secondsBehind);
  if (seconds < 60) return `waiting ${seconds < 1 ? 'under 1' : seconds} s`;
  if (seconds < 3600) return `waiting ${Math.floor(seconds / 60)} min`;
  const minutes = Math.floor((seconds % 3600) / 60);
  return `waiting ${count.format(Math.floor(seconds / 3600))} h${minutes ? ` ${minutes} min` : ''}`;
}

/** "12,345 of 100,000 events", or "12,345 events" where the store cannot count its events. */
export function rebuildProgressText(done: number | null, total: number | null): string {
  if (done === null) return 'Under way';
  if (total === null) return `${count.format(done)} events`;
  return `${count.format(done)} of ${count.format(total)} events`;
}

/** The rows' version beside the projector's, when they differ (a rebuild makes them equal). */
export function versionText(version: number, rowsVersion: number | null): string {
  if (rowsVersion === null || rowsVersion === version) return `v${version}`;
  return `v${version} (rows v${rowsVersion})`;
}

export const positionText = (position: number) => count.format(position);
