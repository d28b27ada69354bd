/**
 * What an analytics event is about, carried from the server to the browser in `data-*` attributes: this module alone
 * writes them (on ticket links, the lists around them and a film or culture page) and reads them back.
 */
import type { Production } from '../route-data';

/** What an event is about: a production (or a ticket link's own title when it is about none). */
export interface Item {
  id: string;
  name: string;
  category: string;
}

/** The attributes that say an item, on a ticket link or on the list or page around it. */
export type ItemAttributes = Record<`data-item-${'id' | 'name' | 'category'}`, string>;

type Named = Pick<Production, 'id' | 'title' | 'category' | 'object'>;

/** A production as an item; a film has no category of its own in the CMS, so it is «Film». */
export function productionItem(production: Named): Item {
  return {
    id: production.id,
    name: production.title,
    category: production.category ?? (production.object === 'movie' ? 'Film' : 'Kultur'),
  };
}

export function itemAttributes(item: Item): ItemAttributes {
  return { 'data-item-id': item.id, 'data-item-name': item.name, 'data-item-category': item.category };
}

export function productionAttributes(production: Named): ItemAttributes {
  return itemAttributes(productionItem(production));
}

/** A ticket link's attributes: `BUY_TICKET` on its click, about its own item or, without one, the list's around it. */
export function ticketLinkAttributes(item?: ItemAttributes): Record<`data-${string}`, string> {
  return { 'data-buy-ticket': '', ...item };
}

/** The marker of a film or culture page, for `VIEW_ITEM` when it is shown. */
export function viewItemAttributes(production: Named): Record<`data-${string}`, string> {
  return { 'data-view-item': '', ...productionAttributes(production) };
}

export function readItem(dataset: DOMStringMap): Item | null {
  const { itemId, itemName, itemCategory } = dataset;
  return itemId && itemName !== undefined ? { id: itemId, name: itemName, category: itemCategory ?? '' } : null;
}

/** The item an element is about: said on it or, for a list of one production's showings, once on the list. */
export function itemOf(element: Element): Item | null {
  const holder = element.closest('[data-item-id]');
  return holder instanceof HTMLElement ? readItem(holder.dataset) : null;
}

export function isTicketLink(link: Element): boolean {
  return link.hasAttribute('data-buy-ticket');
}

/** The page's marker of what it is about, on a film or culture page. */
export function viewedItemMarker(): Element | null {
  return document.querySelector('[data-view-item]');
}
