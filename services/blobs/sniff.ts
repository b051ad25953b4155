/** The image types we accept, decided from content alone. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'heic';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Brands that mark an HEVC-coded (or generic) HEIF still; `mif1`/`msf1` are generic. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const AV1_BRANDS = new Set(['avif', 'avis']);

/**
 * The real type of an upload from its first bytes; never from its name or declared type.
 * AVIF is refused: it shares HEIF's container, so it is told apart by its brands.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isHeif(bytes)) return 'heic';
  return null;
}

function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (size < 16 || size > bytes.length || size % 4 !== 0) return false;
  const major = ascii(bytes, 8, 12);
  if (!HEIF_BRANDS.has(major)) return false;
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= size; at += 4) compatible.push(ascii(bytes, at, at + 4));
  // A generic `mif1` file whose only codec brand is AV1 is an AVIF.
  const hevc = HEVC_BRANDS.has(major) || compatible.some((b) => HEVC_BRANDS.has(b));
  return hevc || !compatible.some((b) => AV1_BRANDS.has(b));
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  if (bytes.length < end) return '';
  return String.fromCharCode(...bytes.subarray(start, end));
}
