import { expect, test } from 'vitest';

import { scrollableTables } from '@/lib/rich-text';

const BOX = '<div class="table-scroll" role="group" aria-label="Tabell" tabindex="0">';

test('each table is put in a box that scrolls sideways', () => {
  expect(
    scrollableTables(
      '<h2>Priser</h2><table><caption>Kino</caption><tr><td>140 kr</td></tr></table><p>Rabatt</p><table>\n<tr><td>Student</td></tr></table>',
    ),
  ).toBe(
    `<h2>Priser</h2>${BOX}<table><caption>Kino</caption><tr><td>140 kr</td></tr></table></div><p>Rabatt</p>${BOX}<table>\n<tr><td>Student</td></tr></table></div>`,
  );
});

test('HTML without a table, or with the word in its text, is left as it is', () => {
  expect(scrollableTables('<p>Bord og &lt;table&gt; i teksten</p>')).toBe('<p>Bord og &lt;table&gt; i teksten</p>');
});
