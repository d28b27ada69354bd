import { expect, test, vi } from 'vitest';

import { emailProblem, newsletterUrl, signUp } from '@/lib/newsletter';

test('the call is the contract path on the public events base', () => {
  expect(newsletterUrl({ baseUrl: 'http://127.0.0.1:8750', site: 'site118a' })).toBe(
    'http://127.0.0.1:8750/v1/sites/site118a/newsletter',
  );
  expect(newsletterUrl({ baseUrl: 'https://events.example.no/', site: 'site118a' })).toBe(
    'https://events.example.no/v1/sites/site118a/newsletter',
  );
});

test('addresses are checked before they are sent', () => {
  expect(emailProblem('')).toBe('Skriv inn e-postadressen din.');
  expect(emailProblem('   ')).toBe('Skriv inn e-postadressen din.');
  expect(emailProblem('ola')).toBe('Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.');
  expect(emailProblem('ola@eksempel')).toBe('Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.');
  expect(emailProblem('ola nordmann@eksempel.no')).toBe(
    'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
  );
  expect(emailProblem(' ola.nordmann@eksempel.no ')).toBeNull();
  expect(emailProblem('kari+nyhetsbrev@post.fjordby.no')).toBeNull();
});

function answering(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

test('the address goes in a JSON body, never in the URL', async () => {
  const send = answering(202, { status: 'confirmation-sent' });
  const url = 'http://127.0.0.1:8750/v1/sites/site118a/newsletter';
  expect(await signUp(url, ' ny@example.no ', ' Ny Leser ', send)).toEqual({ status: 'confirmation-sent' });
  expect(send).toHaveBeenCalledWith(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"email":"ny@example.no","name":"Ny Leser"}',
    credentials: 'omit',
  });
  await signUp(url, 'ny@example.no', '', send);
  expect(send.mock.lastCall).toEqual([url, expect.objectContaining({ body: '{"email":"ny@example.no"}' })]);
});

test('every answer of the contract', async () => {
  const url = 'https://events.example.no/v1/sites/site118a/newsletter';
  expect(await signUp(url, 'a@b.no', '', answering(200, { status: 'already-subscribed' }))).toEqual({
    status: 'already-subscribed',
  });
  expect(await signUp(url, 'a@b.no', '', answering(400, { Message: 'Ugyldig adresse.' }))).toEqual({
    status: 'invalid',
    message: 'Ugyldig adresse.',
  });
  expect(await signUp(url, 'a@b.no', '', answering(429, { Message: 'For mange.' }))).toEqual({ status: 'too-many' });
});

test('a server error is not a network failure', async () => {
  const url = 'https://events.example.no/v1/sites/site118a/newsletter';
  expect(await signUp(url, 'a@b.no', '', answering(500, {}))).toEqual({ status: 'server-error' });
  expect(await signUp(url, 'a@b.no', '', answering(503, { Message: 'Vedlikehold.' }))).toEqual({
    status: 'server-error',
  });
  expect(await signUp(url, 'a@b.no', '', answering(404, {}))).toEqual({ status: 'server-error' });
  expect(await signUp(url, 'a@b.no', '', answering(202, { status: 'noe annet' }))).toEqual({ status: 'server-error' });
  const notJson = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 200 }));
  expect(await signUp(url, 'a@b.no', '', notJson)).toEqual({ status: 'server-error' });
  const offline = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  expect(await signUp(url, 'a@b.no', '', offline)).toEqual({ status: 'network-error' });
});
