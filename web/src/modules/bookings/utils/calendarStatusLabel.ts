// Spec 000 §4 calendar badge labels; other statuses keep their usual label.
const labels: Record<string, string> = {
  pending: 'Pending',
  approved: 'OK',
  ready_for_pickup: 'Ready',
  completed: 'Done',
  aftercare: 'Care',
  cancelled: 'X',
};

export function calendarStatusLabel(status: string): string | undefined {
  return labels[status];
}
