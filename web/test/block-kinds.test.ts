/** The block kinds of the two sides: a kind the pipeline writes has its folder here, and no folder is of another. */
import { expect, test } from 'vitest';

import { BLOCKS } from '@/components/blocks';

import { schemaBlockKinds } from './schema';

test('the web app renders exactly the block kinds the pipeline writes', () => {
  const pipeline = [...schemaBlockKinds().keys()];
  const web = Object.keys(BLOCKS);
  expect(
    pipeline.filter((kind) => !web.includes(kind)),
    'kinds of the schema without a folder in components/blocks',
  ).toEqual([]);
  expect(
    web.filter((kind) => !pipeline.includes(kind)),
    'folders in components/blocks of no kind of the schema',
  ).toEqual([]);
});
