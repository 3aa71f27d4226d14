/**
 * Words a calculator's form shows only without JavaScript (ADR 58): the legends of the fields it reveals after a
 * choice, drawn always in <noscript>. All ours. Apart from the answer pages' words (messages-answers.ts), which the
 * rates table's island loads too, so these stay in the calculators' own scripts.
 */
export const calculatorFormMessages = {
  /** (ours) The legend of a group of fields that count only in some provinces. */
  onlyFor: (places: readonly string[]) => `Only for ${places.length > 1 ? `${places.slice(0, -1).join(', ')} or ${places.at(-1)}` : (places[0] ?? '')}`,
  /** (ours) The legend of a group of fields that count only once a box is ticked. */
  onlyWhenTicked: (box: string) => `Only when "${box}" is ticked`,
  /** (ours) Nova Scotia's rate without JavaScript: one field, Halifax's rate filled in. */
  deedTransferRateNoScript: (halifaxRate: string) =>
    `Halifax Regional Municipality: ${halifaxRate}. Another municipality: enter its rate (its website or your lawyer has it).`,
} as const;
