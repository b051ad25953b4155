/** Up to two initials of a full name, upper-cased ('Jane Citizen' → 'JC'). */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word.charAt(0).toUpperCase()).join('');
}
