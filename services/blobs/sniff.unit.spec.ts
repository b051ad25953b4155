import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff.js';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/** An ISO-BMFF `ftyp` box with the given major and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), [0, 0, 0, 8], 'mdat');
};

describe('sniffImageType', () => {
  it('knows JPEG by FF D8 FF', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
  });

  it('knows PNG by its eight-byte signature', () => {
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'))).toBe('png');
  });

  it('knows WebP by RIFF....WEBP', () => {
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it.each(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])('knows HEIF with major brand %s', (brand) => {
    expect(sniffImageType(ftyp(brand, 'mif1', 'heic'))).toBe('heic');
  });

  it('knows an iPhone HEIC (heic, with mif1 MiHE miaf MiHB compatible)', () => {
    expect(sniffImageType(ftyp('heic', 'mif1', 'MiHE', 'miaf', 'MiHB', 'heic'))).toBe('heic');
  });

  it('refuses AVIF, whether avif is the major brand or the only codec brand of a generic mif1 file', () => {
    expect(sniffImageType(ftyp('avif', 'mif1', 'avif', 'miaf'))).toBeNull();
    expect(sniffImageType(ftyp('avis', 'msf1', 'avis'))).toBeNull();
    expect(sniffImageType(ftyp('mif1', 'mif1', 'avif', 'miaf'))).toBeNull();
  });

  it('refuses other ISO-BMFF files such as MP4 and QuickTime', () => {
    expect(sniffImageType(ftyp('isom', 'isom', 'mp41'))).toBeNull();
    expect(sniffImageType(ftyp('qt  ', 'qt  '))).toBeNull();
  });

  it('refuses an ftyp box whose declared size runs past the bytes given', () => {
    expect(sniffImageType(bytes([0, 0, 1, 0], 'ftypheic', [0, 0, 0, 0]))).toBeNull();
  });

  it('refuses text, whatever it is called, and GIF, BMP, TIFF, SVG, PDF', () => {
    for (const sample of [
      bytes('This is a note, not a photo.'),
      bytes('GIF89a'),
      bytes('BM', [0, 0, 0, 0]),
      bytes('II*\0'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('%PDF-1.7'),
      bytes("<?php system($_GET['c']); ?>"),
    ]) {
      expect(sniffImageType(sample)).toBeNull();
    }
  });

  it('refuses empty and too-short input without throwing', () => {
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(bytes('RIFF'))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftyp'))).toBeNull();
  });
});
