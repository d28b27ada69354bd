import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';

import { NewsletterForm } from '@/components/NewsletterForm';

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
  expect(screen.getByText('Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.')).toBeTruthy();
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

test.each([
  [200, { status: 'already-subscribed' }, 'Denne adressen er allerede påmeldt.'],
  [429, { Message: 'For mange.' }, 'Du har prøvd mange ganger på kort tid. Vent et minutt og prøv igjen.'],
  [503, {}, 'Påmeldingen kunne ikke sendes nå. Sjekk nettforbindelsen og prøv igjen.'],
])('answer %i: the status says so', async (status, body, text) => {
  render(<NewsletterForm endpoint={URL} send={answering(status, body)} />);
  fill('abonnent@example.no');
  await submit();
  expect(screen.getByRole('status').textContent).toBe(text);
  expect(document.activeElement).toBe(screen.getByRole('status'));
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
