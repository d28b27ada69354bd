/** Where the member area lives on the site, and how its pictures are told apart: what no cache or tracker may keep. */

export const MEMBER_HOME = '/min-side';

/**
 * A path as the hosts look it up: its escapes decoded once (`/min%2Dside` is the file of `/min-side` to nginx, Caddy
 * and sitectl/serve.py, while the browser's `location.pathname` keeps the escape) and a run of slashes as one (nginx
 * merges them). Whatever a host answers at an address, the browser must judge the address as that page's.
 */
export function hostPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape (`%E0%A4%A`) is no file's name: hosts answer it as it is, with the not-found page.
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/** Whether a path is in the area at `home`: `home` itself, below it, or one of its pages' route data (`.txt`). */
export function isInArea(home: string, pathname: string): boolean {
  const page = hostPath(pathname).replace(/\.txt$/, '');
  return page === home || page.startsWith(`${home}/`);
}

/** Whether a path is the member area's: `/min-side`, below it, or a member page's route data (`/min-side.txt`). */
export function isMemberPath(pathname: string): boolean {
  return isInArea(MEMBER_HOME, pathname);
}

/**
 * The referrer policy a member's pictures (posters, QR codes) are asked for with: the service worker cannot tell
 * which page asked for a picture, and this is its sign never to keep one. It also tells the picture's host nothing
 * of the member's page.
 */
export const MEMBER_PICTURE_REFERRER_POLICY = 'no-referrer';
