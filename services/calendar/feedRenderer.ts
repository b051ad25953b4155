// TEMPORARY stand-in for helper ics-format's renderCalendar (calendar contract), until its branch is merged.
import type { Temporal } from 'temporal-polyfill';

export interface FeedEvent {
  uid: string;
  sequence: number;
  stamp: Temporal.Instant;
  lastModified: Temporal.Instant;
  start: Temporal.PlainDateTime;
  end: Temporal.PlainDateTime;
  summary: string;
  description: string;
  status: 'CONFIRMED' | 'CANCELLED';
  priority: number;
}
export interface FeedCalendar {
  productId: string;
  name: string;
  timeZone: string;
  refreshInterval: Temporal.Duration;
  events: readonly FeedEvent[];
}

const esc = (t: string) => t.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|[\r\n]/g, '\\n');
const utc = (i: Temporal.Instant) => i.toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');
const local = (d: Temporal.PlainDateTime) => d.toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');

export function renderCalendar(c: FeedCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${c.productId}`, `X-WR-CALNAME:${esc(c.name)}`, `X-WR-TIMEZONE:${c.timeZone}`];
  for (const e of c.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `SEQUENCE:${e.sequence}`,
      `DTSTAMP:${utc(e.stamp)}`,
      `LAST-MODIFIED:${utc(e.lastModified)}`,
      `DTSTART;TZID=${c.timeZone}:${local(e.start)}`,
      `DTEND;TZID=${c.timeZone}:${local(e.end)}`,
      `SUMMARY:${esc(e.summary)}`,
      `DESCRIPTION:${esc(e.description)}`,
      `STATUS:${e.status}`,
      `PRIORITY:${e.priority}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}
