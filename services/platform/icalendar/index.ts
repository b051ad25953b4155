export { escapeText, foldContentLine } from './contentLines.js';
export { type EventBlock, type FeedCalendar, type FeedEvent, PRODUCT_ID, renderCalendar, renderCalendarBlocks, renderEvent, zoneName } from './renderCalendar.js';
export { vtimezoneLines } from './vtimezone.js';
