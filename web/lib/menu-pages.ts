/**
 * Pages the site names in its menus that other parts link by what they are: the cookie page (the cookie banner's «Les
 * mer») and the privacy statement (beside «Opprett bruker»). The contract has no field for either: each is the first
 * menu item, footer menu first, whose label names it; a site whose menus name none gets no link.
 */
import type { MenuItem, Menus } from './route-data';

const NAMES_COOKIES = /cookie|informasjonskaps/i;
const NAMES_PRIVACY = /personvern/i;

export interface MenuPage {
  label: string;
  path: string;
}

function find(items: readonly MenuItem[], names: RegExp): MenuPage | null {
  for (const item of items) {
    if (item.path && names.test(item.label)) return { label: item.label, path: item.path };
    const child = find(item.children, names);
    if (child) return child;
  }
  return null;
}

function menuPage(menu: Menus, names: RegExp): MenuPage | null {
  return find(menu.footer, names) ?? find(menu.header, names);
}

/** The page that tells about the site's cookies («Info om cookies», «Informasjonskapsler»). */
export function cookiePage(menu: Menus): MenuPage | null {
  return menuPage(menu, NAMES_COOKIES);
}

/** The site's privacy statement («Personvernerklæring», «Personvern»). */
export function privacyPage(menu: Menus): MenuPage | null {
  return menuPage(menu, NAMES_PRIVACY);
}
