/** Bokmål titles with soft hyphens where a word may break, put in as the server renders them. */
import { hyphenateSync } from 'hyphen/nb';

/**
 * `Pingvinpatruljen` → `Ping\u00ADvin\u00ADpa\u00ADtrul\u00ADjen`: a title breaks at a syllable, with a hyphen, and
 * never mid-word without one (a phone's line is narrow for «Dragevokterne» at a heading's size). Browsers without a
 * Bokmål dictionary, Debian's Chromium among them, do nothing with `hyphens: auto`, so the points come from the
 * Bokmål patterns of TeX's hyph-utf8 (package `hyphen`) at build time. The soft hyphens show only where a line
 * breaks; accessible names, the document's title, meta and JSON-LD keep the CMS's text, as only visible headings
 * are passed through here. Server side only: the patterns are 115 kB gzipped.
 */
export function hyphenated(text: string): string {
  return hyphenateSync(text);
}

/**
 * How a card shows its title: `hyphenated` where the server renders it; as written where the browser renders it (the
 * cards «Vis flere» loads), which must not load the patterns.
 */
export type TitleText = (text: string) => string;
