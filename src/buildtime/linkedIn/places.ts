/** Where LinkedIn says an owner or a role is, as JSON Resume's location: city, region, country. */

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const regionCodes = [...letters].flatMap((first) => [...letters].map((second) => first + second));

/** A country's ISO 3166-1 code from its name in any of these languages ('Finland', 'Suomi'). */
export function countryCode(name: string, tags: string[]): string | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  for (const tag of tags) {
    const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
    const code = regionCodes.find((code) => names.of(code)?.toLocaleLowerCase() === wanted);
    if (code) return code;
  }
  return undefined;
}

/**
 * `Dallas, Texas, United States` as its city, region and country code; a place without a
 * country LinkedIn names (`Greater Helsinki Area`) as the city.
 */
export function locationOf(
  place: string | undefined,
  tags: string[],
  country?: string,
): Record<string, string> | undefined {
  const parts = (place ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const code = parts.length > 0 ? countryCode(parts.at(-1)!, tags) : undefined;
  if (code) parts.pop();
  const countryGiven = code ?? (country ? countryCode(country, tags) : undefined);
  const [city, ...region] = parts;
  const location = {
    ...(city && { city }),
    ...(region.length > 0 && { region: region.join(', ') }),
    ...(countryGiven && { countryCode: countryGiven }),
  };
  return Object.keys(location).length > 0 ? location : undefined;
}
