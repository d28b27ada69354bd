/**
 * The page that tells about the site's cookies, for the cookie banner to link: the first menu item, footer menu first,
 * whose label names cookies («Info om cookies», «Informasjonskapsler»). The contract has no field for it; a site
 * whose menus name no such page gets a banner without the link.
 */
import type { MenuItem, Menus } from '../route-data';

const NAMES_COOKIES = /cookie|informasjonskaps/i;

export interface CookiePage {
  label: string;
  path: string;
}

function find(items: readonly MenuItem[]): CookiePage | null {
  for (const item of items) {
    if (item.path && NAMES_COOKIES.test(item.label)) return { label: item.label, path: item.path };
    const child = find(item.children);
    if (child) return child;
  }
  return null;
}

export function cookiePage(menu: Menus): CookiePage | null {
  return find(menu.footer) ?? find(menu.header);
}
