import { test } from '@playwright/test';

import { expectProductionFirstScreen } from './programme';

// A film page leads with the film, a culture page with its production (issue 34 §5).
for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a film page’s first screen: title, poster, length, age limit and genres, the next showing', async ({
      page,
    }) => {
      await expectProductionFirstScreen(
        page,
        '/bestefars-bat-dxm-1000934',
        /^1 t 34 min · Tillatt for alle · Familie, Drama$/,
      );
    });

    test('a culture page’s first screen likewise', async ({ page }) => {
      await expectProductionFirstScreen(page, '/et-dukkehjem-dr32s5', /^1 t 50 min · Teater$/);
    });
  });
}
