/** The events analytics sends (spec §3) and their payloads. */
import type { Item } from './item';

export type EventName = 'BUY_TICKET' | 'VIEW_ITEM';

export interface Payload extends Item {
  /** The house: the site's title */
  brand: string;
  /** The list the visitor came from, or the page */
  listName: string;
}

export function payload(item: Item, brand: string, listName: string): Payload {
  return { id: item.id, name: item.name, brand, listName, category: item.category };
}
