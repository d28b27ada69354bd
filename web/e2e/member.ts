/** The sample provider's member with tickets, and logging in as a visitor does. */
import { expect, type Page } from '@playwright/test';

export const KARI = { email: 'kari.nordmann@example.no', password: 'Fjordby2026!' };

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/min-side/logg-inn');
  await page.getByLabel('E-postadresse').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/min-side$/);
}
