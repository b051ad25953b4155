import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

// Which font draws each run of typed text in a PDF. Text that WinAnsi encodes stays in pdfkit's
// Helvetica, which is never embedded, so an all-Latin document keeps its look and size. Anything
// else (Vietnamese, Greek, Cyrillic, CJK) draws in a Noto font that pdfkit embeds, subset to the
// glyphs used, only in the documents that use it. Helvetica writes any other character as a
// WinAnsi byte, which is how 'Nguyễn' came out as 'NguyÅn'.

export type Weight = 'regular' | 'bold';

/** A piece of text and the name of the font that draws it (a standard font or one below). */
export interface TextRun {
  text: string;
  font: string;
}

/** What a character no font has becomes: Noto Sans draws it and pdftotext reads it back. */
export const REPLACEMENT = '\uFFFD';

const STANDARD: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** In the order they are tried: Noto Sans for Latin, Greek and Cyrillic, then Chinese and Japanese, then Korean. */
const UNICODE_FONTS: Record<Weight, { name: string; file: string }[]> = {
  regular: [
    { name: 'NotoSans', file: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf' },
    { name: 'NotoSansSC', file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf' },
    { name: 'NotoSansKR', file: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf' },
  ],
  bold: [
    { name: 'NotoSans-Bold', file: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf' },
    { name: 'NotoSansSC-Bold', file: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf' },
    { name: 'NotoSansKR-Bold', file: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf' },
  ],
};

const FILES = new Map(Object.values(UNICODE_FONTS).flatMap((fonts) => fonts.map(({ name, file }) => [name, file])));
const require = createRequire(import.meta.url);
const files = new Map<string, Buffer>();
const measured = new Map<string, Font>();

/**
 * The font file, read on first use and kept for the life of the process (the CJK files are
 * 6-10 MB). A missing file throws, so a document fails rather than drawing garbage.
 */
function fontFile(name: string): Buffer {
  let bytes = files.get(name);
  if (!bytes) {
    const file = FILES.get(name);
    if (!file) throw new Error(`No PDF font named ${name}`);
    files.set(name, (bytes = readFileSync(require.resolve(file))));
  }
  return bytes;
}

function parse(name: string): Font {
  const font = create(fontFile(name));
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${FILES.get(name)} is a font collection, not a font`);
  return font;
}

/**
 * The font parsed once per process, only to ask which characters it has and how tall it is.
 * Drawing never uses it: fontkit keeps the characters it first saw for each glyph, and pdfkit's
 * subsetting meets a glyph as part of another (the i inside ị) with none, so a glyph object
 * shared between documents lost 'i' from every later one. Each document parses its own (drawingFont).
 */
function unicodeFont(name: string): Font {
  let font = measured.get(name);
  if (!font) measured.set(name, (font = parse(name)));
  return font;
}

/**
 * Noto's `ccmp` feature draws some letters as a base and a mark (ị as i and a dot below), and
 * fontkit keeps the first characters it saw for a glyph: the plain i then read back as ị
 * ('Nội' copied as 'Nộị'). Every layout of a drawing font, pdfkit's measuring included, goes
 * without it; the fonts' precomposed glyphs draw the same letters (fontRuns NFC-normalises).
 */
function withoutCcmp(font: Font): Font {
  const layout = font.layout.bind(font);
  font.layout = (text, features, ...rest) => {
    const switches = Array.isArray(features) ? Object.fromEntries(features.map((tag) => [tag, true])) : features;
    return layout(text, { ...switches, ccmp: false }, ...rest);
  };
  return font;
}

const drawing = new WeakMap<PDFKit.PDFDocument, Map<string, Font>>();

/** The font a document draws with, parsed from the file already read, once per document. */
function drawingFont(doc: PDFKit.PDFDocument, name: string): Font {
  let fonts = drawing.get(doc);
  if (!fonts) drawing.set(doc, (fonts = new Map()));
  let font = fonts.get(name);
  if (!font) fonts.set(name, (font = withoutCcmp(parse(name))));
  return font;
}

/** The characters pdfkit's standard fonts encode in WinAnsi besides Latin-1 (its WIN_ANSI_MAP). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** The only spaces that separate words: any other (a no-break space, an ideographic space) belongs to its word and its font. */
const BREAKS = ' \t\r\n';

function standardFontDraws(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || BREAKS.includes(character);
    if (!latin1 && !WIN_ANSI_EXTRA.has(character)) return false;
  }
  return true;
}

const covers = (font: Font, grapheme: string) =>
  [...grapheme].every((character) => font.hasGlyphForCodePoint(character.codePointAt(0)!));

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The word's characters as a person sees them, with each one no font has replaced. */
function drawableGraphemes(word: string, weight: Weight): string[] {
  return Array.from(graphemes.segment(word), ({ segment }) =>
    standardFontDraws(segment) || UNICODE_FONTS[weight].some(({ name }) => covers(unicodeFont(name), segment))
      ? segment
      : REPLACEMENT,
  );
}

/**
 * A word's runs: all of it in Helvetica when WinAnsi encodes it, else all of it in the first Noto
 * font that has every character, so a word never changes font midway unless no one font has it all.
 */
function wordRuns(word: string, weight: Weight): TextRun[] {
  if (standardFontDraws(word)) return [{ text: word, font: STANDARD[weight] }];
  const parts = drawableGraphemes(word, weight);
  const candidates = UNICODE_FONTS[weight].map(({ name }) => name);
  const whole = candidates.find((name) => parts.every((part) => covers(unicodeFont(name), part)));
  if (whole) return [{ text: parts.join(''), font: whole }];
  // Mixed scripts no one font has, such as Hangul next to simplified Chinese: each character in the first font that has it.
  return parts.map((part) => ({ text: part, font: candidates.find((name) => covers(unicodeFont(name), part))! }));
}

/**
 * The text cut into runs, each drawn by one font; neighbouring runs of the same font are merged
 * and spaces go with the word before them. The text is NFC-normalised first, so a Vietnamese
 * letter typed as a base letter and combining marks draws as its one precomposed glyph.
 */
export function fontRuns(text: string, weight: Weight = 'regular'): TextRun[] {
  const runs: TextRun[] = [];
  const add = ({ text, font }: TextRun) => {
    const last = runs.at(-1);
    if (last && last.font === font) last.text += text;
    else runs.push({ text, font });
  };
  for (const [, word = '', space = ''] of text.normalize('NFC').matchAll(/([^ \t\r\n]*)([ \t\r\n]*)/g)) {
    if (word) wordRuns(word, weight).forEach(add);
    if (space) add({ text: space, font: runs.at(-1)?.font ?? STANDARD[weight] });
  }
  return runs;
}

/** A font's vertical metrics per 1000 of its size, as pdfkit reckons them. */
interface Metrics {
  /** How far the baseline sits below the top of a line. */
  ascender: number;
  /** A line's height, its gap included. */
  lineHeight: number;
}

/** From pdfkit's Helvetica AFM files: the ascender, and ascender - descender + the bounding box's gap. */
const STANDARD_METRICS: Record<string, Metrics> = {
  Helvetica: { ascender: 718, lineHeight: 1156 },
  'Helvetica-Bold': { ascender: 718, lineHeight: 1190 },
};

export function fontMetrics(font: string): Metrics {
  const standard = STANDARD_METRICS[font];
  if (standard) return standard;
  const { ascent, descent, lineGap, unitsPerEm } = unicodeFont(font);
  return { ascender: (ascent * 1000) / unitsPerEm, lineHeight: ((ascent - descent + lineGap) * 1000) / unitsPerEm };
}

/**
 * One baseline and one line height for a paragraph whose runs use these fonts. Every run sits on
 * Helvetica's baseline, so the first line lines up with the Helvetica text beside it (a table
 * row's quantity and prices); every line is as tall as the tallest font's, so accents and
 * ideographs clear the line above. Null when all are standard fonts: pdfkit's own spacing stands.
 */
export function paragraphMetrics(fonts: string[]): Metrics | null {
  if (fonts.every((font) => !FILES.has(font))) return null;
  return {
    ascender: STANDARD_METRICS.Helvetica!.ascender,
    lineHeight: Math.max(...fonts.map((font) => fontMetrics(font).lineHeight)),
  };
}

/** Makes the run's font the document's current one; pdfkit embeds a Noto font on its first use. */
export function useFont(doc: PDFKit.PDFDocument, font: string): PDFKit.PDFDocument {
  if (!FILES.has(font)) return doc.font(font);
  // pdfkit 0.20 takes a parsed fontkit font as a source (PDFFontFactory.open); its types lag behind.
  return doc.font(drawingFont(doc, font) as unknown as Buffer, font);
}
