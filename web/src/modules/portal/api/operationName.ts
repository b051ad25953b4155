/** The name a portal document gives its one operation (`query MyBookings { ... }` is 'MyBookings'). */
export function operationName(document: { toString(): string }): string {
  const name = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(document.toString())?.[1];
  if (!name) throw new Error('a portal operation must be named');
  return name;
}
