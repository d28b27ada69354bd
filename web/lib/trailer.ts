/** A production's trailer as a YouTube video, for the privacy-enhanced player. */
import type { Production } from './route-data';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The video id of a YouTube link (`watch?v=`, `youtu.be/`, `embed/`), or null for any other link. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const candidate =
    url.hostname === 'youtu.be'
      ? url.pathname.slice(1)
      : YOUTUBE_HOSTS.has(url.hostname)
        ? url.pathname === '/watch'
          ? url.searchParams.get('v')
          : url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)$/)?.[1]
        : null;
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The first trailer asset of a production that is a YouTube video. */
export function trailerVideoId(production: Pick<Production, 'assets'> | null | undefined): string | null {
  for (const asset of production?.assets ?? []) {
    const id = asset.type === 'trailer' ? youtubeId(asset.url) : null;
    if (id) return id;
  }
  return null;
}

/** YouTube's privacy-enhanced player (no cookies until the visitor plays), started at once: the visitor asked. */
export function trailerEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
}
