/** Spec 000 §9: the courtesy car terms the driver accepts. */
export const courtesyCarTerms = [
  'An Australian driver licence held for at least 12 months',
  'A minimum refuelling fee of $25 applies',
  'Insurance excess: $1,200',
  'Local travel within the Melbourne metropolitan area only',
  'No smoking, vaping or pets',
  'No commercial or rideshare use',
  'Tolls must be paid by the driver',
  "Fines are the driver's responsibility",
] as const;
