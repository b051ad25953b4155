import { expect } from 'vitest';
import { parseTablePart, readArchive, rowsOf } from '../backup/archive.js';

/** What a backup archive holds, for tests: each stream's versions, each photo's booking stream, the blobs, the erased streams. */
export async function archiveFacts(file: string) {
  const versions = new Map<string, number[]>();
  /** Photo blob id → the booking stream that shows it. */
  const photos = new Map<string, string>();
  const blobs = new Set<string>();
  const erased = new Set<string>();
  let bookingsCreated = 0;
  await readArchive(file, (name, bytes) => {
    if (name.startsWith('blobs/')) blobs.add(name.slice('blobs/'.length));
    const table = parseTablePart(name);
    if (table === 'personal_data_erasures') for (const line of rowsOf(name, bytes)) erased.add((JSON.parse(line) as { stream_id: string }).stream_id);
    if (table !== 'events') return;
    for (const line of rowsOf(name, bytes)) {
      const event = JSON.parse(line) as { stream_id: string; stream_version: number; type: string; data: { photos?: { blobId: string; thumbnailBlobId: string }[] } };
      versions.set(event.stream_id, [...(versions.get(event.stream_id) ?? []), event.stream_version]);
      if (event.type === 'BookingCreated') bookingsCreated++;
      if (event.type === 'PhotosUploaded') for (const p of event.data.photos ?? []) photos.set(p.blobId, event.stream_id).set(p.thumbnailBlobId, event.stream_id);
    }
  });
  return { versions, photos, blobs, erased, bookingsCreated };
}

/**
 * One consistent snapshot: every stream's versions from 1 without a gap (no event without those
 * before it), and every photo of every booking it holds (but erased ones, whose images went with
 * their erasure).
 */
export function expectConsistent(facts: Awaited<ReturnType<typeof archiveFacts>>) {
  for (const [stream, list] of facts.versions) expect(list.sort((a, b) => a - b), stream).toEqual(list.map((_, i) => i + 1));
  for (const [id, stream] of facts.photos) if (!facts.erased.has(stream)) expect(facts.blobs.has(id), `${id} of ${stream}`).toBe(true);
}
