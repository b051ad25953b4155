import { describe, expect, it } from 'vitest';
import { fontMetrics, fontRuns, paragraphMetrics, REPLACEMENT } from './pdfFonts.js';

describe('which font draws each run of typed text', () => {
  it('keeps text WinAnsi encodes in Helvetica, accents, curly quotes, dashes and the euro sign included', () => {
    expect(fontRuns('Zoë’s Café – “Full Detail” €5')).toEqual([{ text: 'Zoë’s Café – “Full Detail” €5', font: 'Helvetica' }]);
  });

  it('draws a word with any other letter in Noto Sans, whole, and leaves the WinAnsi words around it in Helvetica', () => {
    expect(fontRuns('Đánh bóng xe – Ceramic')).toEqual([
      { text: 'Đánh ', font: 'NotoSans' },
      { text: 'bóng xe – Ceramic', font: 'Helvetica' },
    ]);
    expect(fontRuns('Nguyễn Thị Hạnh')).toEqual([{ text: 'Nguyễn Thị Hạnh', font: 'NotoSans' }]);
  });

  it('draws Greek and Cyrillic in Noto Sans', () => {
    expect(fontRuns('Γιώργος Παπαδόπουλος')).toEqual([{ text: 'Γιώργος Παπαδόπουλος', font: 'NotoSans' }]);
    expect(fontRuns('Иван Петров')).toEqual([{ text: 'Иван Петров', font: 'NotoSans' }]);
  });

  it('draws Chinese and Japanese in Noto Sans SC and Korean in Noto Sans KR', () => {
    expect(fontRuns('Nguyễn Thị Hạnh 陈伟')).toEqual([
      { text: 'Nguyễn Thị Hạnh ', font: 'NotoSans' },
      { text: '陈伟', font: 'NotoSansSC' },
    ]);
    expect(fontRuns('陳大文 山田 はなこ')).toEqual([{ text: '陳大文 山田 はなこ', font: 'NotoSansSC' }]);
    expect(fontRuns('김민준')).toEqual([{ text: '김민준', font: 'NotoSansKR' }]);
  });

  it('splits a word only where no one font has all of it, each character in the first font that has it', () => {
    expect(fontRuns('陈김')).toEqual([
      { text: '陈', font: 'NotoSansSC' },
      { text: '김', font: 'NotoSansKR' },
    ]);
  });

  it('replaces a character no font has, an emoji with its skin tone or variation selector as one, with U+FFFD', () => {
    expect(REPLACEMENT).toBe('\uFFFD');
    expect(fontRuns('Jo 😀')).toEqual([
      { text: 'Jo ', font: 'Helvetica' },
      { text: '\uFFFD', font: 'NotoSans' },
    ]);
    expect(fontRuns('👍🏽❤️')).toEqual([{ text: '\uFFFD\uFFFD', font: 'NotoSans' }]);
  });

  it('composes letters typed as a base and combining marks, so Helvetica keeps é and Noto draws ễ as one glyph', () => {
    expect(fontRuns('Cafe\u0301')).toEqual([{ text: 'Café', font: 'Helvetica' }]);
    expect(fontRuns('Nguye\u0302\u0303n')).toEqual([{ text: 'Nguyễn', font: 'NotoSans' }]);
  });

  it('keeps line breaks, and a space other than a plain one with its word and font', () => {
    expect(fontRuns('Hà Nội\nsecond line')).toEqual([
      { text: 'Hà ', font: 'Helvetica' },
      { text: 'Nội\n', font: 'NotoSans' },
      { text: 'second line', font: 'Helvetica' },
    ]);
    expect(fontRuns('陈\u3000伟')).toEqual([{ text: '陈\u3000伟', font: 'NotoSansSC' }]);
  });

  it('uses the bold faces for bold text', () => {
    expect(fontRuns('Total Đức 陈 김', 'bold')).toEqual([
      { text: 'Total ', font: 'Helvetica-Bold' },
      { text: 'Đức ', font: 'NotoSans-Bold' },
      { text: '陈 ', font: 'NotoSansSC-Bold' },
      { text: '김', font: 'NotoSansKR-Bold' },
    ]);
  });
});

describe('the line box of a paragraph in several fonts', () => {
  it('leaves text all in standard fonts to pdfkit', () => {
    expect(paragraphMetrics(['Helvetica', 'Helvetica-Bold'])).toBeNull();
  });

  it("puts every run on Helvetica's baseline and makes every line as tall as the tallest font's", () => {
    const line = paragraphMetrics(['Helvetica', 'NotoSans', 'NotoSansSC']);
    expect(line?.ascender).toBe(fontMetrics('Helvetica').ascender);
    expect(line?.lineHeight).toBe(Math.max(...['Helvetica', 'NotoSans', 'NotoSansSC'].map((font) => fontMetrics(font).lineHeight)));
    expect(fontMetrics('NotoSansSC').lineHeight).toBeGreaterThan(fontMetrics('Helvetica').lineHeight);
  });
});
