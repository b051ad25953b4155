/** The one message the wizard sends its embedding page: its content height in CSS pixels. */
export const HEIGHT_MESSAGE = 'detailing-booking:height';

/**
 * Where the height may go: the embedding page's origin as the loader passed it (`?parent=`), so
 * no other page framing the wizard learns it; without one (framed by hand), any parent, since a
 * height says nothing about the visitor.
 */
export function parentTargetOrigin(search: string): string {
  const given = new URLSearchParams(search).get('parent');
  if (!given) return '*';
  try {
    const url = new URL(given);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === given ? given : '*';
  } catch {
    return '*';
  }
}
