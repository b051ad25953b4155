const MB = 1024 * 1024;

export const imageLimits = {
  /** Per file (000 §5, §8: 'smaller than 100MB'). */
  maxFileBytes: 100 * MB,
  /** Pixel floods are refused from the header, before any pixel is decoded. */
  maxPixels: 50_000_000,
  maxSide: 12_000,
  /** Stored photos and licences are scaled down to this long edge. */
  maxLongEdge: 4096,
  thumbnailLongEdge: 400,
  /** Data URLs (licence photos, signatures): 000 §5 'a converted size over 150MB (base64)'. */
  maxDataUrlChars: 150 * MB,
} as const;
