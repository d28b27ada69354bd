/** schema.org structured data (JSON-LD) for the house and a route's film, performances or article, safely serialised. */
import { canonicalUrl } from './metadata';
import type { Production, Route, Showing, Site } from './route-data';

export type JsonLd = { [key: string]: unknown };

const CONTEXT = 'https://schema.org';
const IN_STOCK = 'https://schema.org/InStock';
const SOLD_OUT = 'https://schema.org/SoldOut';

/** schema.org's event types by the culture categories the CMS uses (lower case); any other is a plain `Event`. */
const EVENT_TYPES: Record<string, string> = {
  konsert: 'MusicEvent',
  jazz: 'MusicEvent',
  musikk: 'MusicEvent',
  teater: 'TheaterEvent',
  revy: 'TheaterEvent',
  dans: 'DanceEvent',
  comedy: 'ComedyEvent',
  standup: 'ComedyEvent',
  humor: 'ComedyEvent',
  foredrag: 'EducationEvent',
  barn: 'ChildrensEvent',
};

/** The site's front page, where the house's nodes have their ids. */
function homeUrl(site: Pick<Site, 'host'>): string {
  return canonicalUrl({ path: '/' }, site);
}

/** The culture house: a cinema and a stage in one node, the same on every page. */
export function theaterNode(site: Pick<Site, 'host' | 'title'>): JsonLd {
  const url = homeUrl(site);
  return { '@type': ['MovieTheater', 'PerformingArtsTheater'], '@id': `${url}#kulturhus`, name: site.title, url };
}

/** An auditorium's node id: the house's URL with a fragment of the name (`…/#sted-sal-1`). */
function placeId(auditorium: string, site: Pick<Site, 'host'>): string {
  const slug = encodeURIComponent(auditorium.trim().toLowerCase().replace(/\s+/g, '-'));
  return `${homeUrl(site)}#sted-${slug}`;
}

/**
 * The auditoriums of a route's showings, each a `Place` in the house, once: the events point at them by id, as a
 * film with two dozen showings would otherwise repeat its halls and the house in every one of them.
 */
function placeNodes(showings: readonly Showing[], site: Pick<Site, 'host' | 'title'>): JsonLd[] {
  const names = [...new Set(showings.flatMap((showing) => (showing.auditorium ? [showing.auditorium] : [])))];
  return names.map((name) => ({
    '@type': 'Place',
    '@id': placeId(name, site),
    name,
    containedInPlace: theaterNode(site),
  }));
}

/** Where a showing is: a reference to its auditorium's node, or the house. */
function location(showing: Showing, site: Pick<Site, 'host' | 'title'>): JsonLd {
  return showing.auditorium ? { '@id': placeId(showing.auditorium, site) } : theaterNode(site);
}

/** A showing's ticket, when it can be bought online; sold out or not. */
function offer(showing: Showing): JsonLd | undefined {
  if (!showing.ticketUrl) return undefined;
  return { '@type': 'Offer', url: showing.ticketUrl, availability: showing.soldOut ? SOLD_OUT : IN_STOCK };
}

function image(production: Production): string | undefined {
  return production.assets.find((asset) => asset.type !== 'trailer')?.url;
}

function summary(production: Production): string | undefined {
  return production.contents[0]?.summary ?? undefined;
}

/** Drops the fields without a value, so the data says nothing rather than `null`. */
function compact(node: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined && value !== null));
}

/** A film: the `Movie`, its auditoriums, and one `ScreeningEvent` per showing presenting it (the film's page is the
 * `Movie`'s url, not repeated in each showing). */
export function movieNodes(route: Route, site: Pick<Site, 'host' | 'title'>): JsonLd[] {
  const production = route.production;
  if (!production) return [];
  const url = canonicalUrl(route, site);
  const movie = compact({
    '@type': 'Movie',
    '@id': `${url}#film`,
    name: production.title,
    url,
    image: image(production),
    description: summary(production),
    genre: production.genres.length > 0 ? production.genres : undefined,
    duration: production.duration ? `PT${production.duration}M` : undefined,
    director: production.director ? { '@type': 'Person', name: production.director } : undefined,
    datePublished: production.premiere ?? undefined,
  });
  const showings = route.events ?? [];
  const screenings = showings.map((showing) =>
    compact({
      '@type': 'ScreeningEvent',
      name: production.title,
      startDate: showing.startTime,
      location: location(showing, site),
      workPresented: { '@id': movie['@id'] },
      offers: offer(showing),
    }),
  );
  return [movie, ...placeNodes(showings, site), ...screenings];
}

/** The schema.org event type of a culture category: `Konsert` → `MusicEvent`, unknown → `Event`. */
export function eventType(category: string | null): string {
  return (category && EVENT_TYPES[category.trim().toLowerCase()]) || 'Event';
}

/** A culture production: its auditoriums, and one event per performance, typed by its category. */
export function cultureNodes(route: Route, site: Pick<Site, 'host' | 'title'>): JsonLd[] {
  const production = route.production;
  if (!production) return [];
  const url = canonicalUrl(route, site);
  const performances = route.events ?? [];
  const events = performances.map((showing) =>
    compact({
      '@type': eventType(production.category),
      name: production.title,
      url,
      image: image(production),
      description: summary(production),
      startDate: showing.startTime,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: location(showing, site),
      organizer: { '@id': theaterNode(site)['@id'] },
      offers: offer(showing),
    }),
  );
  return [...placeNodes(performances, site), ...events];
}

/** An article as a `NewsArticle` (dates are instants: UTC ISO 8601). */
export function articleNode(route: Route, site: Pick<Site, 'host' | 'title'>): JsonLd[] {
  const article = route.article;
  if (!article) return [];
  return [
    compact({
      '@type': 'NewsArticle',
      headline: article.title,
      url: canonicalUrl(route, site),
      mainEntityOfPage: canonicalUrl(route, site),
      datePublished: new Date(article.createdAt).toISOString(),
      dateModified: new Date(article.updatedAt ?? article.createdAt).toISOString(),
      author: article.author ? { '@type': 'Person', name: article.author } : undefined,
      image: article.image ? [article.image] : undefined,
      publisher: { '@id': theaterNode(site)['@id'] },
    }),
  ];
}

/** A route's own nodes (the house is the layout's), or null when its kind has none. */
export function routeJsonLd(route: Route, site: Pick<Site, 'host' | 'title'>): JsonLd | null {
  const nodes =
    route.kind === 'film'
      ? movieNodes(route, site)
      : route.kind === 'culture'
        ? cultureNodes(route, site)
        : route.kind === 'article'
          ? articleNode(route, site)
          : [];
  return nodes.length > 0 ? { '@context': CONTEXT, '@graph': nodes } : null;
}

/** The house as a document of its own, for every page's layout. */
export function siteJsonLd(site: Pick<Site, 'host' | 'title'>): JsonLd {
  return { '@context': CONTEXT, ...theaterNode(site) };
}

/**
 * JSON for a `<script>` element: `<`, `>` and `&` as Unicode escapes, so no `</script` or `<!--` in a title can end
 * the element, and U+2028/U+2029 escaped as older JavaScript parsers read them as line ends.
 */
export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
