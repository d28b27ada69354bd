import type { MenuItem } from '@/lib/route-data';

import { MenuDisclosure } from './MenuDisclosure';
import { MenuLink } from './MenuLink';

interface MenuListProps {
  items: readonly MenuItem[];
  className: string;
}

/**
 * A menu tree in CMS order. An item with children is a disclosure button over its submenu (its own path, `/` for
 * «Utleie», is no page of its own). A leaf whose path failed the URL policy (`path: null`) is left out: a label
 * that leads nowhere is no menu item.
 */
export function MenuList({ items, className }: MenuListProps) {
  return (
    <ul className={className}>
      {items.map((item) => {
        if (item.children.length > 0) {
          return (
            <li key={item.id}>
              <MenuDisclosure label={item.label}>
                <MenuList items={item.children} className="submenu" />
              </MenuDisclosure>
            </li>
          );
        }
        return item.path === null ? null : (
          <li key={item.id}>
            <MenuLink href={item.path} newTab={item.openInNewWindow}>
              {item.label}
            </MenuLink>
          </li>
        );
      })}
    </ul>
  );
}
