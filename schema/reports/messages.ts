/** The report range's rules (001 §9, reports contract); zod-free so the browser can restate them. */

/** The longest range a report reads, in days, both ends counted. */
export const MAX_REPORT_DAYS = 3660;

export const reportMessages = {
  dateInvalid: 'Choose a valid date',
  fromAfterTo: 'Choose a start date on or before the end date',
  tooLong: 'Choose a range of at most 10 years',
} as const;

/** The CSV export's header row, in order. */
export const REPORT_CSV_COLUMNS = ['Date', 'Bookings', 'Completed', 'Approved', 'Pending', 'Paid Revenue', 'Pending Revenue', 'Booked Revenue', 'Invoices', 'New Customers'] as const;

export const reportFileName = (from: string, to: string) => `report-${from}-to-${to}.csv`;
