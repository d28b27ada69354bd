import { expect, test } from 'vitest';

import { itemAttributes, productionItem, readItem } from '@/lib/analytics/item';

test('a film has no category of its own: it is «Film»', () => {
  expect(productionItem({ id: 'f-1', title: 'Bestefars båt', category: null, object: 'movie' })).toEqual({
    id: 'f-1',
    name: 'Bestefars båt',
    category: 'Film',
  });
});

test('an item goes into data attributes and comes back from the dataset', () => {
  const attributes = itemAttributes({ id: 'f-1', name: 'Bestefars båt', category: 'Film' });
  expect(attributes).toEqual({
    'data-item-id': 'f-1',
    'data-item-name': 'Bestefars båt',
    'data-item-category': 'Film',
  });
  expect(readItem({ itemId: 'f-1', itemName: 'Bestefars båt', itemCategory: 'Film' })).toEqual({
    id: 'f-1',
    name: 'Bestefars båt',
    category: 'Film',
  });
  expect(readItem({ itemName: 'Uten id' })).toBeNull();
});
