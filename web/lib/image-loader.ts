/**
 * The site's pictures through the CMS's imgix-compatible image service: `next/image` asks this loader for each width
 * of a srcset. A component states what its box needs with {@link imageSrc} (the box's proportions as imgix's `ar`,
 * the record's focal point); the loader turns that into `w`, `h` for the proportions, `fit=crop` with the focal
 * point, and `auto=compress,format` (AVIF or WebP when the browser takes it).
 */
import type { ImageLoaderProps } from 'next/image';

import type { Theme } from './route-data';

/** Box proportions as width:height: stills 16:9, posters 2:3, the cover's banner 16:7. */
export const RATIOS = { wide: [16, 9], poster: [2, 3], cover: [16, 7] } as const;
export type Ratio = keyof typeof RATIOS;

const FOCAL_POINT = ['fp-x', 'fp-y'] as const;

/** A record's image as the route data gives it: a URL, or `{url, focalPointQuery}`. */
export type ImageRef = string | { url: string; focalPointQuery?: string | null };

/**
 * The origins of the image service: the route data names no base for it, but the CMS serves the theme's logos from
 * it like every other picture. Only http(s) origins; a logo that is not a URL names none.
 */
export function imageServiceOrigins(theme: Pick<Theme, 'logo' | 'logoAlt'>): string[] {
  return [...new Set([theme.logo, theme.logoAlt].flatMap((url) => httpOrigin(url) ?? []))];
}

/** The origin of an http(s) URL; null for anything else (a path, another scheme, not a URL). */
export function httpOrigin(url: string | null | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { protocol, origin } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? origin : null;
}

function split(src: string): [string, URLSearchParams] {
  const at = src.indexOf('?');
  return at < 0 ? [src, new URLSearchParams()] : [src.slice(0, at), new URLSearchParams(src.slice(at + 1))];
}

function isUnitNumber(value: string | null): value is string {
  return value !== null && value.trim() !== '' && Number(value) >= 0 && Number(value) <= 1;
}

/** The src a component hands `next/image`: the image's URL with its box's proportions and focal point. */
export function imageSrc(image: ImageRef, ratio?: Ratio): string {
  const url = typeof image === 'string' ? image : image.url;
  const focal = new URLSearchParams(typeof image === 'string' ? '' : (image.focalPointQuery ?? ''));
  const [base, params] = split(url);
  if (ratio) params.set('ar', RATIOS[ratio].join(':'));
  for (const name of FOCAL_POINT) {
    const value = focal.get(name);
    if (isUnitNumber(value)) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The greatest screen density a srcset serves: phones go up to about three device pixels per CSS pixel. */
const MAX_DENSITY = 3;

/**
 * A picture's srcset (`url 256w, …`) cut to the candidates a box `boxWidth` CSS pixels wide can use: from the first
 * as wide as the box to the first that covers it at MAX_DENSITY, with `src` the widest of them. `next/image` lists
 * every configured width whatever the box, so a 16rem card carried 1080, 1440 and 1920 px pictures that no screen
 * picks for it, in the page's HTML and again in its payload.
 */
export function fitToBox(
  picture: { srcSet?: string; src: string },
  boxWidth: number,
): { srcSet?: string; src: string } {
  // The candidates' URLs contain commas (`auto=compress,format`) but never a comma followed by a space.
  const candidates = (picture.srcSet ?? '').split(/,\s+/).map((candidate) => {
    const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
    return { url, width: /^\d+w$/.test(descriptor) ? Number.parseInt(descriptor, 10) : NaN };
  });
  if (candidates.some(({ width }) => Number.isNaN(width))) return picture;
  const covering = candidates.findIndex(({ width }) => width >= boxWidth * MAX_DENSITY);
  const kept = candidates
    .slice(0, covering < 0 ? candidates.length : covering + 1)
    .filter(({ width }) => width >= boxWidth);
  const widest = kept.at(-1);
  if (!widest) return picture;
  return { srcSet: kept.map(({ url, width }) => `${url} ${width}w`).join(', '), src: widest.url };
}

/** `next/image`'s loader (next.config.ts `images.loaderFile`): the URL of `src` at `width` CSS pixels. */
export default function imgixLoader({ src, width }: ImageLoaderProps): string {
  // A path is a file of the static export itself: there is no image service behind it.
  if (src.startsWith('/')) return src;
  const [base, params] = split(src);
  const ratio = /^(\d+):(\d+)$/.exec(params.get('ar') ?? '');
  const focal = FOCAL_POINT.map((name) => [name, params.get(name)] as const).filter(([, v]) => isUnitNumber(v));
  for (const name of ['ar', 'w', 'h', 'fit', 'crop', 'auto', ...FOCAL_POINT]) params.delete(name);
  const parts = [...params].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  parts.push(`w=${width}`);
  if (ratio) {
    parts.push(`h=${Math.round((width * Number(ratio[2])) / Number(ratio[1]))}`, 'fit=crop');
    if (focal.length > 0) parts.push('crop=focalpoint', ...focal.map(([name, value]) => `${name}=${value}`));
  }
  parts.push('auto=compress,format');
  return `${base}?${parts.join('&')}`;
}
