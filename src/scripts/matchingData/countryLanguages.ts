/**
 * `npm run matching:languages`: writes the official and recognised languages of each country to
 * src/buildtime/applications/matching/countryLanguages.json, from CLDR's territory information
 * (the `cldr-core` package, Unicode licence), so an application to a job in Stockholm keeps
 * Swedish and Finnish (a recognised language of Sweden), one in Helsinki Finnish and Swedish.
 * Run again for a newer CLDR: change the version below.
 */
import fs from 'node:fs';
import path from 'node:path';
import { unpackedPackage, writeGeneratedData } from '../../buildtime/registryData/registryPackage';

const version = '48.2.0';

interface TerritoryInfo {
  supplemental: {
    territoryInfo: Record<
      string,
      { languagePopulation?: Record<string, { _officialStatus?: string }> }
    >;
  };
}

/** CLDR's statuses of a language in a country, the most official first. */
const statuses = ['official', 'de_facto_official', 'official_regional'];

const folder = unpackedPackage('cldr-core', version);
const { territoryInfo } = (
  JSON.parse(
    fs.readFileSync(path.join(folder, 'supplemental/territoryInfo.json'), 'utf8'),
  ) as TerritoryInfo
).supplemental;

const languages: Record<string, string[]> = {};
for (const [country, { languagePopulation = {} }] of Object.entries(territoryInfo)) {
  if (!/^[A-Z]{2}$/.test(country)) continue;
  const official = Object.entries(languagePopulation)
    .filter(([, { _officialStatus }]) => statuses.includes(_officialStatus ?? ''))
    .sort(
      ([, a], [, b]) => statuses.indexOf(a._officialStatus!) - statuses.indexOf(b._officialStatus!),
    )
    // A script's variant (iu_Latn) is its language's.
    .map(([language]) => language.split('_')[0]!);
  if (official.length > 0) languages[country] = [...new Set(official)];
}
void writeGeneratedData(
  'countryLanguages.json',
  {
    source: `CLDR territory information (cldr-core ${version}): official, de facto official and official regional languages`,
    licence: 'Unicode-3.0',
    version,
  },
  { languages },
  Object.keys(languages).length,
);
