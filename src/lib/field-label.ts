/**
 * A stored metadata key as a person reads it, in the lead email and the lead desk alike: `phoneType` and
 * `mortgage_amount` become "Phone type" and "Mortgage amount".
 */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
