/** Where the member area lives on the site, and how its pictures are told apart: what no cache or tracker may keep. */

export const MEMBER_HOME = '/min-side';

/** Whether a path is in the area at `home`: `home` itself, below it, or one of its pages' route data (`.txt`). */
export function isInArea(home: string, pathname: string): boolean {
  const page = pathname.replace(/\.txt$/, '');
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
