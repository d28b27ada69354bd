/** Tells the cards of block data apart (`type`), for fields the format passes as plain JSON. */
import type { ArticleCard, Event, ProductionCard } from './route-data';

type Card = ProductionCard | Event | ArticleCard;

function hasType(value: unknown, type: Card['type']): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === type;
}

export function isProductionCard(value: unknown): value is ProductionCard {
  return hasType(value, 'production');
}

export function isEventCard(value: unknown): value is Event {
  return hasType(value, 'event');
}
