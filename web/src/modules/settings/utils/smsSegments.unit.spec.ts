import { describe, expect, it } from 'vitest';
import { describeSmsSegments, smsSegments } from './smsSegments';

const a = (n: number) => 'a'.repeat(n);

describe('counting SMS segments', () => {
  it('counts nothing for an empty text', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', length: 0, segments: 0 });
  });

  it('fits 160 GSM-7 characters in one segment and splits 161 into two', () => {
    expect(smsSegments(a(160))).toEqual({ encoding: 'GSM-7', length: 160, segments: 1 });
    expect(smsSegments(a(161))).toEqual({ encoding: 'GSM-7', length: 161, segments: 2 });
  });

  it('puts 153 characters in each part of a longer GSM-7 text', () => {
    expect(smsSegments(a(153 * 2)).segments).toBe(2);
    expect(smsSegments(a(153 * 2 + 1)).segments).toBe(3);
    expect(smsSegments(a(153 * 3)).segments).toBe(3);
  });

  it('takes the whole GSM 03.38 basic set as GSM-7, one unit each', () => {
    const basic =
      '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
    expect([...basic]).toHaveLength(127); // 128 codes, one of them the escape to the extension table
    expect(smsSegments(basic)).toEqual({ encoding: 'GSM-7', length: 127, segments: 1 });
  });

  it.each(['€', '[', ']', '{', '}', '~', '^', '\\', '|', '\f'])('counts the extension character %j as two units', (c) => {
    expect(smsSegments(c)).toEqual({ encoding: 'GSM-7', length: 2, segments: 1 });
    expect(smsSegments(a(158) + c)).toMatchObject({ length: 160, segments: 1 });
    expect(smsSegments(a(159) + c)).toMatchObject({ length: 161, segments: 2 });
  });

  it('never splits an extension character between two parts', () => {
    // 306 units would fill two parts of 153 exactly, but the € would straddle them.
    expect(smsSegments(a(152) + '€' + a(152))).toEqual({ encoding: 'GSM-7', length: 306, segments: 3 });
    expect(smsSegments(a(151) + '€' + a(153))).toEqual({ encoding: 'GSM-7', length: 306, segments: 2 });
  });

  it('switches to UCS-2 for one character outside the alphabet, naming it', () => {
    expect(smsSegments(`Don’t forget ${a(100)}`)).toEqual({ encoding: 'UCS-2', length: 113, segments: 2, offending: '’' });
    expect(smsSegments('ç')).toMatchObject({ encoding: 'UCS-2', offending: 'ç' }); // Ç is GSM-7, ç is not
    expect(smsSegments('ê')).toMatchObject({ encoding: 'UCS-2', offending: 'ê' });
  });

  it('fits 70 UCS-2 units in one segment, 71 in two, and 67 in each part', () => {
    const u = (n: number) => 'ê'.repeat(n);
    expect(smsSegments(u(70))).toMatchObject({ length: 70, segments: 1 });
    expect(smsSegments(u(71))).toMatchObject({ length: 71, segments: 2 });
    expect(smsSegments(u(134))).toMatchObject({ segments: 2 });
    expect(smsSegments(u(135))).toMatchObject({ segments: 3 });
  });

  it('counts an emoji as its two UTF-16 units and never splits the pair', () => {
    expect(smsSegments('😀')).toEqual({ encoding: 'UCS-2', length: 2, segments: 1, offending: '😀' });
    expect(smsSegments('ê'.repeat(68) + '😀')).toMatchObject({ length: 70, segments: 1 });
    expect(smsSegments('ê'.repeat(69) + '😀')).toMatchObject({ length: 71, segments: 2 });
    // 134 units would fill two parts of 67, but the emoji sits across the boundary.
    expect(smsSegments('ê'.repeat(66) + '😀' + 'ê'.repeat(66))).toMatchObject({ length: 134, segments: 3 });
  });
});

describe('describing the count', () => {
  it('says the length, the segments and the encoding', () => {
    expect(describeSmsSegments(smsSegments(a(142)))).toBe('142 characters · 1 segment (GSM-7)');
    expect(describeSmsSegments(smsSegments('a'))).toBe('1 character · 1 segment (GSM-7)');
    expect(describeSmsSegments(smsSegments(`${a(80)}ê`))).toBe('81 characters · 2 segments (UCS-2: contains "ê")');
  });

  it('names an invisible character by its code point', () => {
    expect(describeSmsSegments(smsSegments('Hi\u00a0there'))).toBe('8 characters · 1 segment (UCS-2: contains "U+00A0")');
  });
});
