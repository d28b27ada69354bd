/** Where things are on the page, for the layout checks of several specs. */
import { expect, type Locator } from '@playwright/test';

/** The vertical middle of each item's box on the page. */
export async function middles(items: Locator[]): Promise<number[]> {
  const found = [];
  for (const item of items) {
    const box = await item.boundingBox();
    expect(box).not.toBeNull();
    found.push(box!.y + box!.height / 2);
  }
  return found;
}
