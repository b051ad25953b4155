import { describe, expect, it } from 'vitest';
import { findStructureProblem } from './imageStructure.js';

const php = Buffer.from("<?php system($_GET['c']); ?>");
const bytes = (...parts: (number[] | string | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const segment = (marker: number, payload: number[] | string) => {
  const body = bytes(payload);
  return bytes([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff], body);
};

/** The marker skeleton of a baseline JPEG; segment payloads are placeholders, which is all the walk reads. */
const jpeg = (...extraSegments: Buffer[]) =>
  bytes(
    [0xff, 0xd8],
    segment(0xe0, 'JFIF\0'),
    ...extraSegments,
    segment(0xdb, [0, 1, 2, 3]),
    segment(0xc0, [8, 0, 16, 0, 16, 1, 1, 0x11, 0]),
    segment(0xc4, [0, 1, 2]),
    segment(0xda, [1, 1, 0, 0, 63, 0]),
    // entropy-coded data with a stuffed FF00, a restart marker and fill bytes, none of which end the scan
    [0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0xff, 0xff, 0xd1, 0x9a],
    [0xff, 0xd9],
  );

const mpfSegment = segment(0xe2, 'MPF\0II*\0');

const png = (...chunks: [string, number][]) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...chunks.map(([type, length]) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(length, 0);
      head.write(type, 4, 'latin1');
      return bytes(head, Buffer.alloc(length), [0, 0, 0, 0]);
    }),
  );
const goodPng = () => png(['IHDR', 13], ['IDAT', 20], ['IEND', 0]);

const webp = (payloadLength: number, declared = 4 + payloadLength) => {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(declared, 0);
  return bytes('RIFF', size, 'WEBP', Buffer.alloc(payloadLength, 1));
};

const isoBox = (type: string, length: number) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + length, 0);
  head.write(type, 4, 'latin1');
  return bytes(head, Buffer.alloc(length, 7));
};
const heif = () => bytes(isoBox('ftyp', 8), isoBox('meta', 40), isoBox('mdat', 100));

describe('JPEG', () => {
  it('accepts a stream that ends at its EOI, scans containing stuffed bytes and restart markers', () => {
    expect(findStructureProblem('jpeg', jpeg())).toBeNull();
  });

  it('tolerates zero padding after EOI', () => {
    expect(findStructureProblem('jpeg', bytes(jpeg(), Buffer.alloc(16)))).toBeNull();
  });

  it('refuses anything appended after EOI, such as a PHP payload', () => {
    expect(findStructureProblem('jpeg', bytes(jpeg(), php))).toBe('trailing-data');
    expect(findStructureProblem('jpeg', bytes(jpeg(), 'PK\x03\x04'))).toBe('trailing-data');
  });

  it('finds the real EOI: an FF D9 inside a comment segment is not the end', () => {
    const withDecoy = jpeg(segment(0xfe, [0xff, 0xd9, 0x20]));
    expect(findStructureProblem('jpeg', withDecoy)).toBeNull();
    expect(findStructureProblem('jpeg', bytes(withDecoy, php))).toBe('trailing-data');
  });

  it('refuses a second JPEG appended to an ordinary one', () => {
    expect(findStructureProblem('jpeg', bytes(jpeg(), jpeg()))).toBe('trailing-data');
  });

  it('accepts the further pictures of a Multi-Picture Format file, each complete', () => {
    expect(findStructureProblem('jpeg', bytes(jpeg(mpfSegment), jpeg(), Buffer.alloc(4), jpeg()))).toBeNull();
  });

  it('still refuses a payload after the last picture of a Multi-Picture Format file', () => {
    expect(findStructureProblem('jpeg', bytes(jpeg(mpfSegment), jpeg(), php))).toBe('trailing-data');
    expect(findStructureProblem('jpeg', bytes(jpeg(mpfSegment), php))).toBe('trailing-data');
  });

  it('calls a stream cut short malformed: inside a segment, inside the scan, before EOI', () => {
    const whole = jpeg();
    for (const cut of [3, 10, whole.length - 8, whole.length - 2, whole.length - 1]) {
      expect(findStructureProblem('jpeg', whole.subarray(0, cut))).toBe('malformed');
    }
  });

  it('calls a segment length that runs past the end, or garbage between segments, malformed', () => {
    expect(findStructureProblem('jpeg', bytes([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2]))).toBe('malformed');
    expect(findStructureProblem('jpeg', bytes([0xff, 0xd8], 'garbage', [0xff, 0xd9]))).toBe('malformed');
  });

  it('calls an EOI with no scan before it malformed: there is no picture', () => {
    expect(findStructureProblem('jpeg', bytes([0xff, 0xd8, 0xff, 0xd9]))).toBe('malformed');
  });
});

describe('PNG', () => {
  it('accepts chunks up to IEND', () => {
    expect(findStructureProblem('png', goodPng())).toBeNull();
  });

  it('refuses anything after the IEND chunk', () => {
    expect(findStructureProblem('png', bytes(goodPng(), php))).toBe('trailing-data');
    expect(findStructureProblem('png', bytes(goodPng(), [0]))).toBe('trailing-data');
  });

  it('calls a file without IEND, a chunk running past the end, or no IHDR first malformed', () => {
    const whole = goodPng();
    expect(findStructureProblem('png', whole.subarray(0, whole.length - 12))).toBe('malformed');
    expect(findStructureProblem('png', whole.subarray(0, 40))).toBe('malformed');
    expect(findStructureProblem('png', png(['IDAT', 4], ['IEND', 0]))).toBe('malformed');
  });
});

describe('WebP', () => {
  it('accepts a RIFF whose size matches the file, with its pad byte when odd', () => {
    expect(findStructureProblem('webp', webp(20))).toBeNull();
    expect(findStructureProblem('webp', bytes(webp(21), [0]))).toBeNull();
  });

  it('refuses bytes beyond the RIFF size', () => {
    expect(findStructureProblem('webp', bytes(webp(20), php))).toBe('trailing-data');
  });

  it('calls a RIFF that declares more than the file holds malformed', () => {
    expect(findStructureProblem('webp', webp(20, 400))).toBe('malformed');
  });
});

describe('HEIF', () => {
  it('accepts top-level boxes that exactly cover the file', () => {
    expect(findStructureProblem('heic', heif())).toBeNull();
  });

  it('accepts a last box whose size 0 means "to the end of the file"', () => {
    const open = isoBox('mdat', 50);
    open.writeUInt32BE(0, 0);
    expect(findStructureProblem('heic', bytes(isoBox('ftyp', 8), isoBox('meta', 40), open))).toBeNull();
  });

  it('refuses bytes after the last box, such as a PHP payload', () => {
    expect(findStructureProblem('heic', bytes(heif(), php))).toBe('trailing-data');
    expect(findStructureProblem('heic', bytes(heif(), [1, 2, 3]))).toBe('trailing-data');
  });

  it('calls a box running past the end (a cut-off file) or a file without meta malformed', () => {
    const whole = heif();
    expect(findStructureProblem('heic', whole.subarray(0, whole.length - 10))).toBe('malformed');
    expect(findStructureProblem('heic', bytes(isoBox('ftyp', 8), isoBox('mdat', 10)))).toBe('malformed');
  });
});
