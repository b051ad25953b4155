/** The result counts of an import, as the dialog and its toast say them (001 §8). */
export function importCounts(job: { created: number; updated: number; skipped: number; failed: number }): string {
  return `Created: ${job.created}, Updated: ${job.updated}, Skipped: ${job.skipped}, Failed: ${job.failed}`;
}
