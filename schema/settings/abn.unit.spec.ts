import { describe, expect, it } from 'vitest';
import { isValidAbnDigits, normalisedAbn } from './abn.js';
import { SaveBusinessInfoInput } from './businessInput.js';
import { settingsMessages } from './messages.js';

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

describe('the ABN check', () => {
  it("works the ATO's example 51 824 753 556 through by hand: its weighted sum is a multiple of 89", () => {
    const digits = [5 - 1, 1, 8, 2, 4, 7, 5, 3, 5, 5, 6];
    const sum = digits.reduce((total, digit, i) => total + digit * WEIGHTS[i]!, 0);
    expect(sum).toBe(534);
    expect(sum % 89).toBe(0);
    expect(isValidAbnDigits('51824753556')).toBe(true);
  });

  it.each(['51824753556', '33051775556', '49004028077'])('accepts the real ABN %s', (abn) => {
    expect(isValidAbnDigits(abn)).toBe(true);
  });

  it.each([
    ['one digit changed', '51824753557'],
    ['two digits swapped', '15824753556'],
    ['a leading zero', '01824753556'],
    ['ten digits', '5182475355'],
    ['twelve digits', '518247535560'],
    ['a letter', '5182475355X'],
    ['a made-up number', '12345678901'],
  ])('refuses %s (%s)', (_why, abn) => {
    expect(isValidAbnDigits(abn)).toBe(false);
  });

  it("stores an ABN typed with any spacing as 'XX XXX XXX XXX'", () => {
    expect(normalisedAbn('51824753556')).toBe('51 824 753 556');
    expect(normalisedAbn(' 51 824 753 556 ')).toBe('51 824 753 556');
    expect(normalisedAbn('5 1 8 2 4 7 5 3 5 5 6')).toBe('51 824 753 556');
  });

  it('takes none (empty or only spaces) as no ABN, and anything invalid as null', () => {
    expect(normalisedAbn('')).toBe('');
    expect(normalisedAbn('   ')).toBe('');
    expect(normalisedAbn('51-824-753-556')).toBeNull();
    expect(normalisedAbn('12 345 678 901')).toBeNull();
  });
});

describe('SaveBusinessInfoInput and the ABN', () => {
  it('saves a valid ABN normalised and an empty one as empty', () => {
    expect(SaveBusinessInfoInput.parse({ businessAbn: '51824753556' })).toEqual({ businessAbn: '51 824 753 556' });
    expect(SaveBusinessInfoInput.parse({ businessAbn: '' })).toEqual({ businessAbn: '' });
  });

  it.each(['12 345 678 901', '1', 'ABN 51 824 753 556'])("refuses %s with 'Please enter a valid 11-digit ABN'", (businessAbn) => {
    const result = SaveBusinessInfoInput.safeParse({ businessAbn });
    expect(result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))).toEqual([
      { path: 'businessAbn', message: settingsMessages.abnInvalid },
    ]);
  });
});
