// Filled in by issue 15's settings work; the shell above owns the tab order.
export function CustomerMenuTab() {
  return null;
}
