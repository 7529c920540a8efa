import type { PlaceClue } from './reservations.ts';

/** Every region's name in the languages of our members' mail, to its ISO 3166 code: "Deutschland" → "DE". */
const countryCodes = (() => {
  const codes = new Map<string, string>();
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  for (const language of ['en', 'de']) {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of letters.flatMap((first) => letters.map((second) => first + second))) {
      const name = names.of(code)?.toLowerCase();
      // Old codes read as the country now there ("DD" as Germany, "UK" as the United Kingdom): their current code.
      if (name) codes.set(name, Intl.getCanonicalLocales(`und-${code}`)[0]!.slice(4));
    }
  }
  // Names people write that the display names spell otherwise.
  for (const [name, code] of [
    ['uk', 'GB'],
    ['england', 'GB'],
    ['scotland', 'GB'],
    ['usa', 'US'],
    ['united states of america', 'US'],
  ] as const)
    codes.set(name, code);
  return codes;
})();

/** A country as an ISO 3166 code, from a code or a name in English or German; undefined when unknown. */
export function toCountryCode(country: string | undefined) {
  if (!country) return undefined;
  const written = country.trim();
  if (/^[A-Za-z]{2}$/.test(written)) return Intl.getCanonicalLocales(`und-${written}`)[0]!.slice(4);
  return countryCodes.get(written.toLowerCase());
}

// Postcodes as Europe, Britain and the United States write them, beside the town or alone.
const postcodes = [
  /\b[A-Z]{2} \d{5}\b/g,
  /\b[A-Z]{1,2}-?\d{4,5}\b/g,
  /\b\d{4,5}\b/g,
  /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/g,
];

/**
 * The town and country of an address written as one line ("Unter den Linden 77, 10117 Berlin,
 * Germany"; "1 Hyde Park, London SW1X 7LA, UK"): the last part that is a country, and the last
 * other part that is a name once its postcode is taken away. Nothing for a part that stays
 * unreadable (a street alone): the member is asked rather than a street taken for a town.
 */
export function clueOfAddress(address: string): Pick<PlaceClue, 'locality' | 'country'> {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const clue: Pick<PlaceClue, 'locality' | 'country'> = {};
  if (parts.length > 1 && toCountryCode(parts.at(-1)) && !/\d/.test(parts.at(-1)!)) clue.country = parts.pop();
  // The first part of several is the street or the building.
  for (const part of parts.slice(parts.length > 1 ? 1 : 0).reverse()) {
    const hadPostcode = postcodes.some((postcode) => part.match(postcode));
    const town = postcodes.reduce((rest, postcode) => rest.replace(postcode, ' '), part).trim();
    if (town && !/\d/.test(town) && (hadPostcode || parts.length > 1)) {
      clue.locality = town.replace(/\s+/g, ' ');
      break;
    }
  }
  return clue;
}
