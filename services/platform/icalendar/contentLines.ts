/** RFC 5545 §3.1: a content line is at most 75 octets; a continuation starts with one space. */
const LINE_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`, other controls dropped. */
export function escapeText(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, escapeOne) : text;
}

const SPECIAL = /[\x00-\x08\x0a-\x1f\x7f\\;,]/;
const SPECIALS = /\r\n|[\r\n]|[\x00-\x08\x0b-\x1f\x7f]|[\\;,]/g;
const escapeOne = (match: string) => (match.length > 1 || match === '\r' || match === '\n' ? '\\n' : match < ' ' || match === '\x7f' ? '' : `\\${match}`);

/**
 * Folds one content line at 75 octets (CRLF + space), never inside a UTF-8 character, in one pass.
 * A lone surrogate counts 3 octets, as the U+FFFD a UTF-8 encoder writes for it.
 */
export function foldContentLine(line: string): string {
  if (line.length * 3 <= LINE_OCTETS || (line.length <= LINE_OCTETS && Buffer.byteLength(line) <= LINE_OCTETS)) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  let limit = LINE_OCTETS;
  for (let i = 0; i < line.length; ) {
    const codePoint = line.codePointAt(i)!;
    const units = codePoint > 0xffff ? 2 : 1;
    const size = codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
    if (octets + size > limit) {
      parts.push(line.slice(start, i));
      start = i;
      octets = 0;
      limit = LINE_OCTETS - 1; // the leading space counts
    }
    octets += size;
    i += units;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}
