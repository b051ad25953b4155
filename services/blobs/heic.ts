import { createRequire } from 'node:module';

/** heic-decode's documented API (heic-convert's own decoder: libheif compiled to WebAssembly). */
interface HeicDecode {
  all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
}
interface HeicImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}

export interface RawRgba {
  width: number;
  height: number;
  /** 8-bit RGBA, rows top to bottom, with the file's rotation and mirroring applied. */
  data: Buffer;
}

// Resolved at import so a broken install fails at start-up, not as "unsupported file" later;
// loaded on first use because the WebAssembly bundle is large.
const require = createRequire(import.meta.url);
const heicDecodePath = createRequire(require.resolve('heic-convert')).resolve('heic-decode');
let decoder: HeicDecode | undefined;

/**
 * sharp's prebuilt libheif decodes AV1 only, so HEVC stills (every iPhone photo) go through
 * libheif-js. We take heic-decode's raw RGBA rather than heic-convert's JPEG: the same decoder
 * without a slow pure-JS JPEG encode and a second generation of compression loss. It is
 * resolved from heic-convert's own location, where npm guarantees it.
 *
 * `accept` sees the dimensions before any pixel is decoded and can refuse them.
 */
export async function decodeHeic(bytes: Buffer, accept: (width: number, height: number) => boolean): Promise<RawRgba | null> {
  decoder ??= require(heicDecodePath) as HeicDecode;
  const images = await decoder.all({ buffer: bytes });
  try {
    const first = images[0];
    if (!first) throw new Error('HEIF file holds no image');
    if (!accept(first.width, first.height)) return null;
    const { width, height, data } = await first.decode();
    return { width, height, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
  } finally {
    images.dispose();
  }
}
