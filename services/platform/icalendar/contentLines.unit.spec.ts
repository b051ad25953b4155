import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldContentLine } from './contentLines.js';

/** What ical.js reads back from `SUMMARY:<escaped text>` once folded and sent as UTF-8 bytes. */
function readBack(text: string): string {
  const line = foldContentLine(`SUMMARY:${escapeText(text)}`);
  const bytes = Buffer.from(['BEGIN:VEVENT', line, 'END:VEVENT', ''].join('\r\n'), 'utf8');
  const event = new ICAL.Component(ICAL.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown[]);
  return String(event.getFirstPropertyValue('summary'));
}

/** What TEXT keeps of a string: line breaks as LF, other control characters dropped. */
const kept = (text: string) => text.replace(/\r\n|\r/g, '\n').replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '');

describe('iCalendar content lines', () => {
  it('escapes backslash, semicolon, comma and every line break, keeps tabs and drops other control characters', () => {
    expect(escapeText('A\\B;C,D\nE\r\nF\rG\x00H\x1b\x7fI\tJ')).toBe('A\\\\B\\;C\\,D\\nE\\nF\\nGHI\tJ');
  });

  it('fills each folded line as far as 75 octets allow', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`; // 8 + 200 octets
    const parts = foldContentLine(line).split('\r\n');
    expect(parts.map((part) => Buffer.byteLength(part))).toEqual([8 + 2 * 33, 1 + 2 * 37, 1 + 2 * 30]);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('never splits a four-octet character across lines', () => {
    const parts = foldContentLine(`X:${'🚗'.repeat(40)}`).split('\r\n');
    expect(parts.map((part) => Buffer.byteLength(part))).toEqual([2 + 4 * 18, 1 + 4 * 18, 1 + 4 * 4]);
  });

  it('counts a lone surrogate as the three octets of the U+FFFD UTF-8 writes for it', () => {
    const parts = foldContentLine(`X:${'\ud800'.repeat(40)}`).split('\r\n');
    expect(parts.map((part) => Buffer.byteLength(part))).toEqual([2 + 3 * 24, 1 + 3 * 16]);
  });

  it('leaves a line of 75 octets whole and folds one of 76', () => {
    expect(foldContentLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldContentLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('round-trips commas, semicolons, backslashes, line breaks, emoji and CJK text through ical.js', () => {
    const text = 'Zoë 山田, Ōtaki; back\\slash\nnext line 🚗🚙 '.repeat(30);
    expect(readBack(text)).toBe(text);
  });

  it('round-trips any string through escaping, folding, UTF-8 and ical.js, every line within 75 octets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const folded = foldContentLine(`SUMMARY:${escapeText(text)}`);
        for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        expect(readBack(text)).toBe(kept(text));
      }),
      { numRuns: 500 },
    );
  });
});
