export { escapeText, foldContentLine } from './contentLines.js';
export { renderCalendar, type FeedCalendar, type FeedEvent } from './renderCalendar.js';
export { vtimezoneLines } from './vtimezone.js';
