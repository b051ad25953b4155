import type { ImageType } from './sniff.js';

/**
 * What is wrong with an image's container, judged without decoding pixels:
 * `trailing-data` when bytes follow the image's end (a PHP payload, a zip, a second file),
 * `malformed` when the container is cut short or does not parse.
 */
export type StructureProblem = 'trailing-data' | 'malformed';

export function findStructureProblem(type: ImageType, bytes: Uint8Array): StructureProblem | null {
  switch (type) {
    case 'jpeg':
      return jpegProblem(bytes);
    case 'png':
      return pngProblem(bytes);
    case 'webp':
      return webpProblem(bytes);
    case 'heic':
      return heifProblem(bytes);
    default: {
      const unhandled: never = type;
      throw new Error(`No structure check for ${String(unhandled)}`);
    }
  }
}

// ---------- JPEG (ITU T.81 B.1) ----------

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP2 = 0xe2;

function jpegProblem(bytes: Uint8Array): StructureProblem | null {
  const primary = parseJpeg(bytes, 0);
  if (!primary) return 'malformed';
  let at = primary.end;
  // Multi-Picture Format (CIPA DC-007) stores further complete JPEGs after the first one's EOI,
  // as phones do for gain maps and previews; each must itself parse to its own EOI.
  while (primary.multiPicture && at < bytes.length) {
    at = skipZeros(bytes, at);
    if (at === bytes.length) break;
    const next = parseJpeg(bytes, at);
    if (!next) return 'trailing-data';
    at = next.end;
  }
  return skipZeros(bytes, at) === bytes.length ? null : 'trailing-data';
}

/** Walks the marker segments from SOI to EOI; null when the stream is cut short or broken. */
function parseJpeg(bytes: Uint8Array, start: number): { end: number; multiPicture: boolean } | null {
  if (bytes[start] !== 0xff || bytes[start + 1] !== SOI) return null;
  let at = start + 2;
  let scanned = false;
  let multiPicture = false;
  for (;;) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff) at++; // fill bytes may precede any marker
    if (at >= bytes.length) return null;
    const marker = bytes[at++]!;
    if (marker === EOI) return scanned ? { end: at, multiPicture } : null;
    if (marker === SOI || marker === 0x00) return null;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // RSTn, TEM: no length
    if (at + 2 > bytes.length) return null;
    const length = (bytes[at]! << 8) | bytes[at + 1]!;
    if (length < 2 || at + length > bytes.length) return null;
    if (marker === APP2 && length >= 6 && asciiAt(bytes, at + 2, 4) === 'MPF\0') multiPicture = true;
    at += length;
    if (marker === SOS) {
      const next = endOfEntropyCodedData(bytes, at);
      if (next === null) return null;
      at = next;
      scanned = true;
    }
  }
}

/** Index of the marker that ends a scan: any 0xFF not followed by a stuffed 0x00 or an RSTn. */
function endOfEntropyCodedData(bytes: Uint8Array, start: number): number | null {
  let at = start;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at < 0 || at + 1 >= bytes.length) return null;
    const next = bytes[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at += 1;
    else return at;
  }
}

function skipZeros(bytes: Uint8Array, start: number): number {
  let at = start;
  while (at < bytes.length && bytes[at] === 0) at++;
  return at;
}

// ---------- PNG (ISO 15948 §5) ----------

function pngProblem(bytes: Uint8Array): StructureProblem | null {
  let at = 8;
  let first = true;
  for (;;) {
    if (at + 12 > bytes.length) return 'malformed';
    const length = readU32(bytes, at);
    const type = asciiAt(bytes, at + 4, 4);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) return 'malformed';
    if (first && type !== 'IHDR') return 'malformed';
    first = false;
    const end = at + 12 + length;
    if (end > bytes.length) return 'malformed';
    if (type === 'IEND') return end === bytes.length ? null : 'trailing-data';
    at = end;
  }
}

// ---------- WebP (RIFF) ----------

function webpProblem(bytes: Uint8Array): StructureProblem | null {
  if (bytes.length < 12) return 'malformed';
  const riffSize = readU32LE(bytes, 4);
  if (riffSize < 4) return 'malformed';
  const end = 8 + riffSize;
  if (end > bytes.length) return 'malformed';
  const padded = riffSize % 2 === 1 && end + 1 === bytes.length && bytes[end] === 0;
  return end === bytes.length || padded ? null : 'trailing-data';
}

// ---------- HEIF (ISO/IEC 14496-12 top-level boxes) ----------

const TOP_LEVEL_BOXES = new Set([
  'ftyp', 'meta', 'mdat', 'free', 'skip', 'moov', 'uuid', 'wide', 'pdin', 'moof', 'mfra', 'styp', 'sidx', 'ssix', 'prft', 'meco', 'etyp', 'otyp',
]);

function heifProblem(bytes: Uint8Array): StructureProblem | null {
  let at = 0;
  let sawMeta = false;
  // Once the metadata has been seen, bytes that are not a known box are something appended.
  const stray = (): StructureProblem => (sawMeta ? 'trailing-data' : 'malformed');
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return stray();
    const type = asciiAt(bytes, at + 4, 4);
    if (!TOP_LEVEL_BOXES.has(type) || (at === 0 && type !== 'ftyp')) return stray();
    let size = readU32(bytes, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > bytes.length) return 'malformed';
      const large = readU32(bytes, at + 8) * 2 ** 32 + readU32(bytes, at + 12);
      if (!Number.isSafeInteger(large)) return 'malformed';
      size = large;
      header = 16;
    } else if (size === 0) {
      size = bytes.length - at; // the box runs to the end of the file
    }
    if (size < header || at + size > bytes.length) return 'malformed';
    if (type === 'meta') sawMeta = true;
    at += size;
  }
  return sawMeta ? null : 'malformed';
}

// ---------- bytes ----------

function readU32(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

function readU32LE(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

function asciiAt(bytes: Uint8Array, at: number, length: number): string {
  if (at + length > bytes.length) return '';
  return String.fromCharCode(...bytes.subarray(at, at + length));
}
