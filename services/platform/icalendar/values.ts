import { Temporal } from 'temporal-polyfill';

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/** RFC 5545 §3.3.5 local DATE-TIME (form #3 once a TZID is attached): `YYYYMMDDTHHMMSS`, seconds truncated. */
export function localDateTime(time: Temporal.PlainDateTime): string {
  if (time.year < 0 || time.year > 9999) throw new RangeError(`Year ${time.year} cannot be written in iCalendar`);
  return `${pad(time.year, 4)}${pad(time.month)}${pad(time.day)}T${pad(time.hour)}${pad(time.minute)}${pad(time.second)}`;
}

/** RFC 5545 §3.3.5 UTC DATE-TIME: `YYYYMMDDTHHMMSSZ`, seconds truncated. Through Date: the polyfill's UTC conversion costs 15 µs. */
export function utcDateTime(instant: Temporal.Instant): string {
  const iso = new Date(instant.epochMilliseconds).toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ for years 0..9999
  if (iso.length !== 24) throw new RangeError(`${instant.toString()} cannot be written in iCalendar`);
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** RFC 5545 §3.3.14 UTC-OFFSET: `+HHMM`, with seconds only when the offset has them (old local mean times). */
export function utcOffset(offsetNanoseconds: number): string {
  const total = Math.round(Math.abs(offsetNanoseconds) / 1e9);
  const sign = offsetNanoseconds < 0 ? '-' : '+';
  const seconds = total % 60;
  return `${sign}${pad(Math.floor(total / 3600))}${pad(Math.floor(total / 60) % 60)}${seconds ? pad(seconds) : ''}`;
}

/**
 * RFC 5545 §3.3.6 DURATION, whole seconds, e.g. `PT1H`. Its grammar lets hours be followed only by
 * minutes, so `PT1H0M5S` rather than ISO 8601's `PT1H5S`. Days count 24 hours; years, months and
 * weeks (which need a calendar) are refused by Temporal.
 */
export function duration(value: Temporal.Duration): string {
  const total = Math.round(value.total({ unit: 'second' }));
  if (total < 1) throw new RangeError(`A duration of ${value.toString()} is not positive`);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor(total / 3600) % 24;
  const minutes = Math.floor(total / 60) % 60;
  const seconds = total % 60;
  let time = '';
  if (hours) time = `${hours}H${minutes || seconds ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  else if (minutes) time = `${minutes}M${seconds ? `${seconds}S` : ''}`;
  else if (seconds) time = `${seconds}S`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** A parameter value (RFC 5545 §3.1) quoted when it holds `:`, `;` or `,` (an offset zone such as `+10:00`). */
export function parameterValue(value: string): string {
  if (/["\x00-\x08\x0a-\x1f\x7f]/.test(value)) throw new RangeError(`${JSON.stringify(value)} cannot be a parameter value`);
  return /[:;,]/.test(value) ? `"${value}"` : value;
}
