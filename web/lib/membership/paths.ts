/** Where the member area lives on the site, and how its pictures are told apart: what no cache or tracker may keep. */

export const MEMBER_HOME = '/min-side';

/** The member area's pages, each named once: every link to one is made from here. */
export const MEMBER_PAGES = {
  home: MEMBER_HOME,
  login: `${MEMBER_HOME}/logg-inn`,
  signUp: `${MEMBER_HOME}/ny-bruker`,
  forgottenPassword: `${MEMBER_HOME}/glemt-passord`,
  watchList: `${MEMBER_HOME}/onskeliste`,
  tickets: `${MEMBER_HOME}/billetter`,
} as const;

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
