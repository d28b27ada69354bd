/**
 * The route data format as TypeScript types, generated from ../schema/route-data.schema.json by
 * `npm run types` (web/scripts/route-data-types.mjs). Do not edit: a test fails when this file is stale.
 */

/**
 * Format version 6 of the files the pipeline publishes for the web app.
 */
export type RouteDataFile = Manifest | Site | Route | Chunk | DayShowings | Redirect[] | SearchEntry[];
export type Block =
  | ArticleBlock
  | CardBlock
  | CardListBlock
  | ContentBlock
  | CoverBlock
  | CoverFlowBlock
  | CultureProgramBlock
  | EventsBlock
  | MovieInfoBlock
  | NewsSubscribeBlock
  | ProgramBlock
  | QuickLinksBlock
  | ScheduleBlock
  | SearchFieldBlock
  | SearchResultsBlock
  | SlideshowBlock
  | TicketBlock
  | TicketListBlock
  | TitleBlock;

/**
 * `manifest.json`: every route, and the hash of every other file.
 */
export interface Manifest {
  /**
   * File (relative path) -> hash, for every file but the routes
   */
  files: {
    [k: string]: string;
  };
  formatVersion: 6;
  /**
   * A URL that passed the scheme policy (a path, #anchor, http(s), mailto:, tel:).
   */
  host: string;
  routes: ManifestRoute[];
  siteId: string;
  title: string;
}
export interface ManifestRoute {
  file: string;
  /**
   * First 16 hex digits of the file's SHA-256
   */
  hash: string;
  kind: 'page' | 'film' | 'culture' | 'article' | 'record' | 'listing' | 'not-found';
  param: string | null;
  /**
   * `/` or `/`-separated segments of [A-Za-z0-9._~-].
   */
  path: string;
  recordId: string | null;
  title: string;
}
/**
 * `site.json`: the site-wide page context, written once.
 */
export interface Site {
  activeLocale: string;
  facebookPixelId: string | null;
  formatVersion: 6;
  gaTrackingId: string | null;
  /**
   * A URL that passed the scheme policy (a path, #anchor, http(s), mailto:, tel:).
   */
  host: string;
  locale: Locale;
  membership: Membership;
  partners: number[];
  preferredLanguage: string;
  publicEvents: PublicEvents | null;
  siteId: string;
  stage: string;
  theme: Theme;
  ticketing: Ticketing | null;
  title: string;
}
export interface Locale {
  available: string[];
  default: string;
  enabled: string[];
}
export interface Membership {
  apiBase: string | null;
  /**
   * Only when the first partner has a membership provider configured (MEMBERSHIP_API_<id>)
   */
  enabled: boolean;
  partner: number | null;
}
export interface PublicEvents {
  /**
   * A URL that passed the scheme policy (a path, #anchor, http(s), mailto:, tel:).
   */
  baseUrl: string;
  /**
   * `site` + the first partner id + `a`, for the `basic_events` call
   */
  site: string;
}
export interface Theme {
  favicon: string | null;
  footer: FooterColumn[];
  language: LanguageSettings;
  logo: string | null;
  logoAlt: string | null;
  menu: Menus;
  name: string | null;
  search: SearchSettings;
  train: string | null;
  variant: string | null;
}
export interface FooterColumn {
  items: FooterItem[];
  order: number;
  title: string;
}
export interface FooterItem {
  href: string | null;
  order: number;
  type: 'title' | 'text' | 'link' | 'html';
  /**
   * Plain text, or sanitised HTML when type is html
   */
  value: string;
}
export interface LanguageSettings {
  enabled: boolean;
  languageIcon: string | null;
  submitPath: string | null;
}
export interface Menus {
  footer: MenuItem[];
  header: MenuItem[];
}
export interface MenuItem {
  children: MenuItem[];
  id: string;
  label: string;
  openInNewWindow: boolean;
  /**
   * null when the CMS's path failed the URL policy, or it leads to no page (an item with a submenu keeps the submenu)
   */
  path: string | null;
}
export interface SearchSettings {
  enabled: boolean;
  submitPath: string | null;
}
export interface Ticketing {
  /**
   * A URL that passed the scheme policy (a path, #anchor, http(s), mailto:, tel:).
   */
  host: string;
  venue: string;
}
/**
 * `routes/<path>.json`: one route's page context (the site-wide part is in `site.json`).
 */
export interface Route {
  /**
   * article routes
   */
  article: Article | null;
  blocks: Block[];
  /**
   * film and culture routes: the production's events by start
   */
  events: Showing[] | null;
  formatVersion: 6;
  kind: 'page' | 'film' | 'culture' | 'article' | 'record' | 'listing' | 'not-found';
  meta: Meta;
  pageId: string | null;
  /**
   * `/` or `/`-separated segments of [A-Za-z0-9._~-].
   */
  path: string;
  /**
   * film and culture routes
   */
  production: Production | null;
  template: Template;
  title: string;
}
/**
 * The full article, on its own route.
 */
export interface Article {
  author: string | null;
  category: string;
  /**
   * Sanitised HTML (nh3): safe to insert as markup. Every link within the site leads to a route, a redirect or a page of the web app: one that led nowhere is unwrapped, its text kept.
   */
  content: string;
  /**
   * Milliseconds since the epoch
   */
  createdAt: number;
  id: string;
  image: string | null;
  node_locale: string;
  order: number;
  path: string | null;
  slug: string;
  thumbnail: string | null;
  title: string;
  updatedAt: number | null;
}
export interface ArticleBlock {
  data: ArticleData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'article';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface ArticleData {
  /**
   * Its card; the full article is on the article's own route
   */
  article: ArticleCard | null;
}
export interface ArticleCard {
  author: string | null;
  category: string;
  /**
   * Milliseconds since the epoch
   */
  createdAt: number;
  id: string;
  image: string | null;
  path: string | null;
  slug: string;
  /**
   * The first 200 characters of the content as plain text, cut at a word
   */
  summary: string;
  thumbnail: string | null;
  title: string;
  type: 'article';
  updatedAt: number | null;
}
/**
 * A listing longer than one page: the first page is in the block, the others in chunk files.
 */
export interface Paging {
  /**
   * Files of pages 2, 3, … relative to the data folder
   */
  chunks: string[];
  pageSize: number;
  total: number;
}
export interface Place {
  column: number;
  order: number;
  row: number;
}
/**
 * Which page source gave a record block its records, and why (contract, «Which records a block shows»).
 */
export interface BlockSource {
  /**
   * binding: the block data binds a field to it; rule: the page's sources by the kind's model
   */
  by: 'binding' | 'rule';
  /**
   * The page source's name
   */
  name: string;
}
export interface CardBlock {
  data: CardData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'card';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
/**
 * One card of its own fields, or the cards of its record.
 */
export interface CardData {
  image: Image | null;
  items: (ProductionCard | Event | ArticleCard)[];
  text: string | null;
  title: string | null;
  /**
   * Its link; null when it has none, or it led to no page of the site
   */
  url: string | null;
}
export interface Image {
  /**
   * imgix focal point, e.g. `fp-x=0.5&fp-y=0.35`; may be empty
   */
  focalPointQuery: string;
  /**
   * An image URL that passed the scheme policy (a path or http(s)).
   */
  url: string;
}
export interface ProductionCard {
  ageRating: string | null;
  category: string | null;
  director: string | null;
  /**
   * Minutes
   */
  duration: number | null;
  ediNumber: string | null;
  featured: boolean;
  features: string[];
  genres: string[];
  id: string;
  /**
   * The first_image asset
   */
  image: Image | null;
  object: 'movie' | 'culture';
  objectClass: 'movie' | 'movie_coming' | 'culture';
  path: string | null;
  poster: Image | null;
  /**
   * ISO date
   */
  premiere: string | null;
  /**
   * The days in Oslo (ISO dates) of all its upcoming showings, in order
   */
  showingDays: string[];
  /**
   * Its upcoming showings on the first 8 days it plays on, in order: its next ones, and each day a programme's day filter can choose
   */
  showings: Showing[];
  /**
   * The first content summary, plain text
   */
  summary: string | null;
  title: string;
  type: 'production';
}
/**
 * An event of a production shown beside that production (on its card or its own route).
 */
export interface Showing {
  auditorium: string | null;
  eventNumber: number;
  featured: boolean;
  id: string;
  soldOut: boolean;
  /**
   * ISO 8601 with the Oslo offset
   */
  startTime: string;
  /**
   * {ticketing host}/{venue}/{eventNumber}, segments encoded
   */
  ticketUrl: string | null;
}
/**
 * A screening or performance in a listing: a showing with its production.
 */
export interface Event {
  auditorium: string | null;
  eventNumber: number;
  featured: boolean;
  id: string;
  production: EventProduction;
  soldOut: boolean;
  /**
   * ISO 8601 with the Oslo offset
   */
  startTime: string;
  /**
   * {ticketing host}/{venue}/{eventNumber}, segments encoded
   */
  ticketUrl: string | null;
  type: 'event';
}
/**
 * What a showing in a listing of many productions says of its production: enough to filter the listing and mark
 * the showing (age, language, format) without the production's card.
 */
export interface EventProduction {
  ageRating: string | null;
  category: string | null;
  features: string[];
  genres: string[];
  id: string;
  object: 'movie' | 'culture';
  path: string | null;
  title: string;
}
export interface CardListBlock {
  data: CardsData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'card-list';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface CardsData {
  items: (ProductionCard | Event | ArticleCard)[];
  title: string | null;
}
export interface ContentBlock {
  data: ContentData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'content';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface ContentData {
  /**
   * Editor Markdown or HTML, sanitised
   */
  content: string | null;
  links: Link[];
}
export interface Link {
  title: string;
  /**
   * A URL that passed the scheme policy (a path, #anchor, http(s), mailto:, tel:).
   */
  url: string;
}
export interface CoverBlock {
  data: CoverData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'cover';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface CoverData {
  image: Image | null;
  title: string | null;
}
export interface CoverFlowBlock {
  data: ProductionsData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'cover-flow';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface ProductionsData {
  items: ProductionCard[];
  title: string | null;
}
export interface CultureProgramBlock {
  data: EventsData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'culture-program';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface EventsData {
  /**
   * By start time
   */
  items: Event[];
  title: string | null;
}
export interface EventsBlock {
  data: ProductionsData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'events';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface MovieInfoBlock {
  data: MovieInfoData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'movie-info';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface MovieInfoData {
  production: ProductionCard | null;
}
export interface NewsSubscribeBlock {
  data: TitledData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'news-subscribe';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface TitledData {
  title: string | null;
}
export interface ProgramBlock {
  data: ProductionsData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'program';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface QuickLinksBlock {
  data: LinksData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'quick-links';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface LinksData {
  links: Link[];
}
export interface ScheduleBlock {
  data: EventsData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'schedule';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface SearchFieldBlock {
  data: SearchFieldData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'search-field';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface SearchFieldData {
  placeholder: string | null;
}
export interface SearchResultsBlock {
  data: SearchResultsData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'search-results';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface SearchResultsData {
  /**
   * The hash of `search-index.json`, whose entries the page lists: the route file changes with the index, so a partial export renders the page again (the web app reads the index itself)
   */
  index: string | null;
}
export interface SlideshowBlock {
  data: ProductionsData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'slideshow';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface TicketBlock {
  data: TicketData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'ticket';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface TicketData {
  text: string | null;
  title: string | null;
  /**
   * The ticket link; null when there is none, or it led to no page of the site
   */
  url: string | null;
}
export interface TicketListBlock {
  data: EventsData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'ticket-list';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface TitleBlock {
  data: TextData;
  /**
   * A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) -> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds
   */
  days: {
    [k: string]: string;
  };
  id: string;
  kind: 'title';
  /**
   * By field name, for listings longer than one page
   */
  paging: {
    [k: string]: Paging;
  };
  place: Place;
  /**
   * A record block's source; null for the others, or none found
   */
  source: BlockSource | null;
}
export interface TextData {
  text: string | null;
}
export interface Meta {
  description: string;
  facebookVerificationCode: string | null;
  image: string | null;
  keywords: string;
  locale: string;
  title: string;
}
/**
 * The full production, on its own route.
 */
export interface Production {
  ageRating: string | null;
  assets: Asset[];
  category: string | null;
  contents: Content[];
  director: string | null;
  /**
   * Minutes
   */
  duration: number | null;
  ediNumber: string | null;
  featured: boolean;
  features: string[];
  genres: string[];
  id: string;
  object: 'movie' | 'culture';
  objectClass: 'movie' | 'movie_coming' | 'culture';
  pageReference: string | null;
  parentSlug: string | null;
  path: string | null;
  /**
   * ISO date
   */
  premiere: string | null;
  title: string;
  /**
   * Milliseconds since the epoch
   */
  updatedAt: number | null;
}
export interface Asset {
  focalPointQuery: string;
  /**
   * first_image, poster, trailer, …
   */
  type: string;
  /**
   * A URL that passed the scheme policy (a path, #anchor, http(s), mailto:, tel:).
   */
  url: string;
}
export interface Content {
  /**
   * Sanitised HTML (nh3): safe to insert as markup. Every link within the site leads to a route, a redirect or a page of the web app: one that led nowhere is unwrapped, its text kept.
   */
  body: string;
  /**
   * Plain text
   */
  summary: string | null;
}
export interface Template {
  rows: TemplateRow[];
}
export interface TemplateRow {
  columns: TemplateColumn[];
  container: boolean;
  index: number;
}
export interface TemplateColumn {
  index: number;
  screen: Screen;
}
export interface Screen {
  lg: Breakpoint | null;
  md: Breakpoint | null;
  xs: Breakpoint | null;
}
export interface Breakpoint {
  order: number;
  span: number;
}
/**
 * `chunks/…/<n>.json`: one further page of a listing.
 */
export interface Chunk {
  items: (ProductionCard | Event | ArticleCard)[];
  page: number;
}
/**
 * `days/…/<day>.json`: a programme's showings of one day (its block's `days`), in time order.
 */
export interface DayShowings {
  /**
   * The day in Oslo, `2026-12-05`
   */
  day: string;
  items: Event[];
}
export interface Redirect {
  /**
   * `/` or `/`-separated segments of [A-Za-z0-9._~-].
   */
  from: string;
  reason: 'alias' | 'slug-history';
  /**
   * A route path, or an https: URL of the characters no host's configuration reads as more than themselves (pipeline.urls.redirect_target)
   */
  to: string;
}
/**
 * One thing the site search finds. The search page downloads the index whole, so the keys are one letter.
 */
export interface SearchEntry {
  /**
   * A culture production's category (`Konsert`); a film's genres; an article's
   */
  c: string | null;
  /**
   * Days in Oslo (`2026-11-27`): an article's publication; a production's performances from the build on, in order (none when it has no performance planned); none for a page
   */
  d: string[];
  /**
   * A production's features as the CMS gives them (`Norsk tale`, `3D`, `Teleslynge`): each is found as a phrase too, so «norsk tale» finds «Norsk tale» and not «Engelsk tale», «Norsk tekst»
   */
  f: string[];
  /**
   * A film (showing or coming), a culture production, an article, or a static page
   */
  k: 'film' | 'event' | 'article' | 'page';
  /**
   * A production's director, as the CMS gives it
   */
  r: string | null;
  /**
   * Plain text, about 160 characters at most, cut at a word
   */
  s: string;
  /**
   * The film's, production's, article's or page's title
   */
  t: string;
  /**
   * The path of its page
   */
  u: string;
  /**
   * The words of its text the other keys do not have, each once, in lower case and in order, space-separated (the search matches words, not sentences): a production's content, an article's, a page's text blocks and keywords
   */
  x: string;
}
