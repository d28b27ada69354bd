import { expect, test } from 'vitest';

import { payload } from '@/lib/analytics/events';
import { productionItem } from '@/lib/analytics/item';

test('a culture production as an event payload', () => {
  const item = productionItem({ id: 'p-42', title: 'Et dukkehjem', category: 'Teater', object: 'culture' });
  expect(payload(item, 'Fjordby kulturhus', 'Kulturprogram')).toEqual({
    id: 'p-42',
    name: 'Et dukkehjem',
    brand: 'Fjordby kulturhus',
    listName: 'Kulturprogram',
    category: 'Teater',
  });
});
