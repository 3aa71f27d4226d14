import type { ProvinceCode } from '../../../src/lib/provinces';

/**
 * The province a message names, by its name, its code or a city that fixes it (ADR 37, ADR 49): the land transfer
 * tax, cash to close and the premium's sales tax are the province's. Montreal has its own welcome tax brackets and
 * Halifax sets Nova Scotia's default deed transfer rate, so both are kept. Toronto is read elsewhere (isToronto).
 */
export interface Place {
  province: ProvinceCode;
  inMontreal?: boolean;
  inHalifax?: boolean;
}

/** Names, and cities that fix the province; accents and case ignored. Order matters only within one message. */
const PLACES: readonly { pattern: RegExp; place: Place }[] = [
  { pattern: /\bmontr[eé]al\b/i, place: { province: 'QC', inMontreal: true } },
  { pattern: /\bqu[eé]bec\b|\bqc\b|\bgatineau\b|\blaval\b|\bsherbrooke\b/i, place: { province: 'QC' } },
  { pattern: /\bhalifax\b|\bdartmouth\b/i, place: { province: 'NS', inHalifax: true } },
  { pattern: /\bnova scotia\b|\bn\.?s\.?(?=$|[\s,.?!)])/i, place: { province: 'NS' } },
  {
    pattern: /\bbritish columbia\b|\bb\.?c\.?(?=$|[\s,.?!)])|\bvancouver\b|\bvictoria,? b\.?c\b|\bin victoria\b|\bburnaby\b|\bsurrey,? b\.?c\b|\bkelowna\b/i,
    place: { province: 'BC' },
  },
  { pattern: /\balberta\b|\bab\b|\bcalgary\b|\bedmonton\b/i, place: { province: 'AB' } },
  { pattern: /\bsaskatchewan\b|\bsask\b|\bsk\b|\bregina\b|\bsaskatoon\b/i, place: { province: 'SK' } },
  { pattern: /\bmanitoba\b|\bmb\b|\bwinnipeg\b/i, place: { province: 'MB' } },
  { pattern: /\bnew brunswick\b|\bn\.?b\.?(?=$|[\s,.?!)])|\bmoncton\b|\bfredericton\b|\bsaint john\b/i, place: { province: 'NB' } },
  { pattern: /\bprince edward island\b|\bp\.?e\.?i\.?(?=$|[\s,.?!)])|\bcharlottetown\b/i, place: { province: 'PE' } },
  { pattern: /\bnewfoundland\b|\blabrador\b|\bnfld\b|\bnl\b|\bst\.? john'?’?s\b/i, place: { province: 'NL' } },
  { pattern: /\byukon\b|\byt\b|\bwhitehorse\b/i, place: { province: 'YT' } },
  { pattern: /\bnorthwest territories\b|\bn\.?w\.?t\.?(?=$|[\s,.?!)])|\byellowknife\b/i, place: { province: 'NT' } },
  { pattern: /\bnunavut\b|\biqaluit\b/i, place: { province: 'NU' } },
  // Codes that are also everyday words count only in capitals ("in ON", "PE", "NT", "NU").
  { pattern: /\bPE\b/, place: { province: 'PE' } },
  { pattern: /\bNT\b/, place: { province: 'NT' } },
  { pattern: /\bNU\b/, place: { province: 'NU' } },
  { pattern: /\bin ON\b/, place: { province: 'ON' } },
  { pattern: /\bontario\b|\bottawa\b|\bmississauga\b|\bbrampton\b/i, place: { province: 'ON' } },
];

/** The place the message names first, or nothing. "Victoria" alone is a name as often as a city, so BC's needs "in". */
export function readPlace(text: string): Place | undefined {
  let found: { at: number; place: Place } | undefined;
  for (const { pattern, place } of PLACES) {
    const match = pattern.exec(text);
    if (match && (!found || match.index < found.at)) found = { at: match.index, place };
  }
  return found?.place;
}
