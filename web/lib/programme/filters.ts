/**
 * A programme's filters: what a production's `features` say (language, subtitles, format, accessibility, price), its
 * genres and age limit, the options a list offers, and which productions a visitor's choice keeps. The contract has
 * no fields for language, format or price: they are read from `features` where the CMS writes them there, and
 * otherwise not shown.
 */
import type { ArticleCard, Event, ProductionCard } from '../route-data';

/** What a filter reads of a production: a card's fields, or those an event carries of its production. */
export type Filterable = Pick<ProductionCard, 'genres' | 'ageRating' | 'features'>;

export type FeatureKind = 'language' | 'subtitles' | 'format' | 'access' | 'screening' | 'price' | 'other';

const FORMAT = /^(2D|3D|4DX|IMAX|HFR|ScreenX|Dolby Atmos|Dolby Cinema)$/i;
const ACCESS = /teleslynge|rullestol|synstolk|tegnspråk|hørselshemmede|lydbeskriv/i;
const PRICE = /\d\s*(kr|,-)|^(pris|kr)\b/i;
// Showings for an audience of their own, which a cinema-goer looks for.
const SCREENING = /^(babykino|barnevennlig|familiekino|seniorkino|strikkekino|knøttekino|vaksenkino)$/i;

/**
 * What a feature is about: `Norsk tale` a language, `Norsk tekst` subtitles, `3D` a format, `Teleslynge` access,
 * `Babykino` a screening's audience, `Pris 120 kr` a price; any other keyword is the page's only.
 */
export function featureKind(feature: string): FeatureKind {
  if (/\btale$|^originalversjon$/i.test(feature)) return 'language';
  if (/\btekst(et)?$/i.test(feature)) return 'subtitles';
  if (FORMAT.test(feature)) return 'format';
  if (ACCESS.test(feature)) return 'access';
  if (PRICE.test(feature)) return 'price';
  if (SCREENING.test(feature)) return 'screening';
  return 'other';
}

/** What a showing's button says of it: its language, subtitles, format, audience and access, as the CMS wrote them. */
export const MARKS: readonly FeatureKind[] = ['language', 'subtitles', 'format', 'screening', 'access'];

/** The features of the kinds asked for, in the production's order. */
export function featuresOf(production: Pick<Filterable, 'features'>, ...kinds: FeatureKind[]): string[] {
  return production.features.filter((feature) => kinds.includes(featureKind(feature)));
}

/** Medietilsynet's age limits, youngest first: `A` (allowed for all), then years. */
export const AGE_LIMITS = ['A', '6', '9', '12', '15', '18'] as const;

/** A filter value in a URL: `Familie` → `familie`, `Norsk tale` → `norsk-tale`, `Science fiction` → `science-fiction`. */
export function paramValue(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøå]/g, (letter) => ({ æ: 'ae', ø: 'o', å: 'a' })[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A programme's choices as its URL names them (`?dag=2026-12-05&sjanger=familie&sorter=tid`). */
export const PARAMS = {
  day: 'dag',
  genre: 'sjanger',
  age: 'alder',
  language: 'sprak',
  format: 'format',
  category: 'kategori',
  sort: 'sorter',
} as const;

export type Choice = Record<keyof typeof PARAMS, string>;

/** The visitor's choices in a URL's query (`?dag=2026-12-05&sjanger=familie`); '' for those not made. */
export function readChoice(params: URLSearchParams): Choice {
  const entries = Object.entries(PARAMS).map(([key, name]) => [key, params.get(name) ?? '']);
  return Object.fromEntries(entries) as Choice;
}

/** The options of a list's filters, each once: what its productions have, in the order a visitor reads them. */
export interface Facets {
  genres: string[];
  ages: string[];
  languages: string[];
  formats: string[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'nb');

/**
 * The options of the productions' filters. Sorted in Bokmål's order, at build time: a sort in the browser while
 * the page starts would load its collation data.
 */
export function facets(productions: readonly Filterable[]): Facets {
  const all = (pick: (production: Filterable) => (string | null)[]) =>
    [...new Set(productions.flatMap(pick))].filter((value): value is string => !!value);
  return {
    genres: all((production) => production.genres).sort(byName),
    ages: AGE_LIMITS.filter((limit) => productions.some((production) => production.ageRating === limit)),
    languages: all((production) => featuresOf(production, 'language', 'subtitles')).sort(byName),
    formats: all((production) => featuresOf(production, 'format')).sort(byName),
  };
}

/** Whether a production's age limit is at most `limit` (`a`, `6`, … as the URL has it); unknown limits are not. */
function withinAge(rating: string | null, limit: string): boolean {
  const at = AGE_LIMITS.findIndex((known) => known.toLowerCase() === limit);
  const own = AGE_LIMITS.findIndex((known) => known === rating);
  return at >= 0 && own >= 0 && own <= at;
}

/** Whether a production is one the visitor's choice keeps (the day aside: a list's days are its own). */
export function keeps(production: Filterable, choice: Choice): boolean {
  const has = (values: string[], wanted: string) => !wanted || values.some((value) => paramValue(value) === wanted);
  return (
    has(production.genres, choice.genre) &&
    (!choice.age || withinAge(production.ageRating, choice.age)) &&
    has(featuresOf(production, 'language', 'subtitles'), choice.language) &&
    has(featuresOf(production, 'format'), choice.format)
  );
}

/** Whether the visitor has narrowed the list by anything but the day. */
export function narrowed(choice: Choice): boolean {
  return !!(choice.genre || choice.age || choice.language || choice.format || choice.category);
}

/** What a programme's filters and order read of a card: its production's facts and the start times it knows. */
export type ProgrammeFacts = Filterable & { title: string; starts: string[] };

/** A card's facts for the filters and the order (an article or event card has none to filter by). */
export function programmeFacts(card: ProductionCard | Event | ArticleCard): ProgrammeFacts {
  return card.type === 'production'
    ? {
        title: card.title,
        genres: card.genres,
        ageRating: card.ageRating,
        features: card.features,
        starts: card.showings.map((showing) => showing.startTime),
      }
    : {
        title: card.type === 'event' ? card.production.title : card.title,
        genres: [],
        ageRating: null,
        features: [],
        starts: [],
      };
}
