/** Weights of the ATO's ABN check, digit by digit (the first digit less 1 first). */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/**
 * Whether 11 digits pass the ATO's ABN check: subtract 1 from the first digit, weight each digit,
 * and the sum is a multiple of 89. ABNs start at 10 000 000 000, so a leading 0 never passes.
 */
export function isValidAbnDigits(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * (Number(digits[i]) - (i === 0 ? 1 : 0)), 0);
  return sum % 89 === 0;
}

/**
 * An ABN as typed (spaces anywhere) in its stored form 'XX XXX XXX XXX'; '' for none; null when
 * it is not a valid ABN. Without zod, so browser code checks by the server's rule.
 */
export function normalisedAbn(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  if (digits === '') return '';
  if (!isValidAbnDigits(digits)) return null;
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}
