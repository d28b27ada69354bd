import { expect, test } from '@playwright/test';

import { axeViolations } from './axe';

const cms = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:8750';

test('a bad address gets a message at the field, and nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/nyhetsbrev');
  const field = page.getByLabel('E-postadresse');
  await field.fill('ola@eksempel');
  await page.getByRole('button', { name: 'Meld meg på' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.');
  await expect(field).toBeFocused();
  expect(posts).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('a new address signs up against the sample CMS, never in a URL', async ({ page }) => {
  const email = `leser-${Date.now()}@example.no`;
  await page.goto('/nyhetsbrev');
  await page.getByLabel('E-postadresse').fill(email);
  await page.getByLabel('Navn (valgfritt)').fill('Ny Leser');
  const posted = page.waitForRequest((request) => request.method() === 'POST');
  await page.getByRole('button', { name: 'Meld meg på' }).click();
  const request = await posted;
  expect(request.url()).toBe(`${cms}/v1/sites/site118a/newsletter`);
  expect(request.postDataJSON()).toEqual({ email, name: 'Ny Leser' });
  const status = page.getByRole('status').filter({ hasText: 'Takk!' });
  await expect(status).toHaveText('Takk! Sjekk e-posten din for å bekrefte påmeldingen.');
  await expect(status).toBeFocused();
  expect(page.url()).not.toContain('example.no');
});

test('an address already on the list says so', async ({ page }) => {
  await page.goto('/nyhetsbrev');
  await page.getByLabel('E-postadresse').fill('abonnent@example.no');
  await page.getByRole('button', { name: 'Meld meg på' }).click();
  await expect(page.getByText('Denne adressen er allerede påmeldt.')).toBeFocused();
});
