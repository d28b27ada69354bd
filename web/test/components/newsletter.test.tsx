import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';

import { NewsletterForm } from '@/components/blocks/news-subscribe/NewsletterForm';

const URL = 'https://events.example.no/v1/sites/site118a/newsletter';

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

function fill(email: string, name = '') {
  fireEvent.change(screen.getByLabelText('E-postadresse'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Navn (valgfritt)'), { target: { value: name } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Meld meg på' }));
  });
}

test('an empty or malformed address gets a message tied to its field, and nothing is sent', async () => {
  const send = answering(202, { status: 'confirmation-sent' });
  render(<NewsletterForm endpoint={URL} send={send} />);
  const field = screen.getByLabelText('E-postadresse');
  await submit();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('textbox', { name: 'E-postadresse', description: 'Skriv inn e-postadressen din.' })).toBe(
    field,
  );
  expect(document.activeElement).toBe(field);
  fill('ola@eksempel');
  await submit();
  expect(screen.getByRole('textbox', { name: 'E-postadresse' }).getAttribute('aria-describedby')).toBeTruthy();
  const error = screen.getByText('Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.');
  expect(error.querySelector('svg.icon')?.getAttribute('aria-hidden')).toBe('true');
  expect(send).not.toHaveBeenCalled();
});

test('while sending the button is disabled and says «Sender …»; then a thank-you gets the focus', async () => {
  let answer: (response: Response) => void = () => {};
  const send = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
  render(<NewsletterForm endpoint={URL} send={send} />);
  fill('ny.leser@example.no', 'Ny Leser');
  await submit();
  const button = screen.getByRole('button', { name: 'Sender …' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  expect(send).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'POST' }));
  await act(async () => answer(new Response('{"status":"confirmation-sent"}', { status: 202 })));
  const status = screen.getByRole('status');
  expect(status.textContent).toBe('Takk! Sjekk e-posten din for å bekrefte påmeldingen.');
  expect(document.activeElement).toBe(status);
  expect((screen.getByRole('button', { name: 'Meld meg på' }) as HTMLButtonElement).disabled).toBe(false);
  expect(screen.getByLabelText('E-postadresse').getAttribute('aria-invalid')).toBeNull();
});

test('answer 200: the status says the address is on the list already, with no alert icon', async () => {
  render(<NewsletterForm endpoint={URL} send={answering(200, { status: 'already-subscribed' })} />);
  fill('abonnent@example.no');
  await submit();
  const status = screen.getByRole('status');
  expect(status.textContent).toBe('Denne adressen er allerede påmeldt.');
  expect(status.querySelector('svg')).toBeNull();
  expect(document.activeElement).toBe(status);
});

const offline = vi.fn<typeof fetch>(async () => {
  throw new TypeError('Failed to fetch');
});

test.each([
  [
    'answer 429',
    answering(429, { Message: 'For mange.' }),
    'Du har prøvd mange ganger på kort tid. Vent et minutt og prøv igjen.',
  ],
  ['answer 503', answering(503, {}), 'Noe gikk galt hos oss, så påmeldingen ble ikke registrert. Prøv igjen om litt.'],
  ['no answer', offline, 'Påmeldingen kunne ikke sendes. Sjekk nettforbindelsen og prøv igjen.'],
])('%s: the status says what went wrong, beside the alert icon', async (_, send, text) => {
  render(<NewsletterForm endpoint={URL} send={send} />);
  fill('abonnent@example.no');
  await submit();
  const status = screen.getByRole('status');
  expect(within(status).getByText(text)).toBe(status);
  expect(status.querySelector('svg.icon')?.getAttribute('aria-hidden')).toBe('true');
  expect(document.activeElement).toBe(status);
});

test("the service's own message for a refused address is shown at the field, as text", async () => {
  render(<NewsletterForm endpoint={URL} send={answering(400, { Message: '<b>Adressen</b> finnes ikke.' })} />);
  fill('ukjent@example.no');
  await submit();
  const field = screen.getByRole('textbox', { name: 'E-postadresse', description: '<b>Adressen</b> finnes ikke.' });
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.querySelector('b')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('');
});
