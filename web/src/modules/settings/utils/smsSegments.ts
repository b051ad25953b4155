/** The GSM 03.38 default alphabet: each of these takes one 7-bit unit. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: each is an escape plus the character, two units. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegmentCount {
  encoding: SmsEncoding;
  /** Units counted against the limits: GSM-7 septets, or UTF-16 code units for UCS-2. */
  length: number;
  segments: number;
  /** For UCS-2, the first character that is not in the GSM-7 alphabet. */
  offending?: string;
}

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  // A text in several parts gives up room in each for the header that joins them again.
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

/** Parts needed when no character may be split between two (an escape pair, a surrogate pair). */
function partsFor(costs: number[], part: number): number {
  let parts = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > part) {
      parts += 1;
      used = 0;
    }
    used += cost;
  }
  return parts;
}

/**
 * How many SMS segments a text takes, as carriers count them: GSM-7 when every character is in the
 * GSM 03.38 alphabet (extension characters such as € and [ count two), else UCS-2 where each UTF-16
 * unit counts (an emoji two). 160 or 70 fit one segment; longer texts go in parts of 153 or 67.
 */
export function smsSegments(text: string): SmsSegmentCount {
  const characters = [...text];
  const offending = characters.find((c) => !GSM_BASIC.has(c) && !GSM_EXTENSION.has(c));
  const encoding: SmsEncoding = offending === undefined ? 'GSM-7' : 'UCS-2';
  const costs = characters.map((c) => (encoding === 'GSM-7' ? (GSM_EXTENSION.has(c) ? 2 : 1) : c.length));
  const length = costs.reduce((sum, cost) => sum + cost, 0);
  const { single, part } = LIMITS[encoding];
  const segments = length === 0 ? 0 : length <= single ? 1 : partsFor(costs, part);
  return offending === undefined ? { encoding, length, segments } : { encoding, length, segments, offending };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A character that cannot be seen (a non-breaking space, a control) named by its code point. */
const shown = (c: string) => (/^[\p{Z}\p{C}]$/u.test(c) ? `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : c);

/** '142 characters · 1 segment (GSM-7)', or '… 2 segments (UCS-2: contains "’")'. */
export function describeSmsSegments({ encoding, length, segments, offending }: SmsSegmentCount): string {
  const why = offending === undefined ? encoding : `${encoding}: contains "${shown(offending)}"`;
  return `${plural(length, 'character')} · ${plural(segments, 'segment')} (${why})`;
}
