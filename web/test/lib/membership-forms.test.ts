import { describe, expect, test } from 'vitest';

import { contentSecurityPolicy } from '@/lib/csp';
import { invalidFields, validateCreateUser, validateForgotPassword, validateLogin } from '@/lib/membership/validate';

describe('the member forms’ rules', () => {
  test('log in: e-mail required and well-formed, password required', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Skriv inn e-postadressen din.',
      password: 'Skriv inn passordet ditt.',
    });
    expect(validateLogin({ email: 'kari@example', password: 'x' }).email).toBe(
      'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
    );
    expect(invalidFields(validateLogin({ email: ' kari@example.no ', password: 'x' }))).toEqual([]);
  });

  test('create a user: name, e-mail and a password of at least 8 characters', () => {
    expect(validateCreateUser({ userName: ' ', email: 'kari@example.no', password: '1234567' })).toEqual({
      userName: 'Skriv inn navnet ditt.',
      email: undefined,
      password: 'Passordet må ha minst 8 tegn.',
    });
    expect(validateCreateUser({ userName: 'Kari', email: 'kari@example.no', password: '' }).password).toBe(
      'Velg et passord.',
    );
    expect(invalidFields(validateCreateUser({ userName: 'Kari', email: 'k@e.no', password: '12345678' }))).toEqual([]);
  });

  test('forgot password: the e-mail', () => {
    expect(invalidFields(validateForgotPassword({ email: 'nei' }))).toEqual(['email']);
  });
});

describe('the export’s Content-Security-Policy', () => {
  test('scripts from the site only; calls to the site, the provider and the public events origin', () => {
    expect(
      contentSecurityPolicy({
        membership: { enabled: true, partner: 118, apiBase: 'https://medlem.example.no/membership/118' },
        publicEvents: { baseUrl: 'https://cms.example.no', site: 'site118a' },
      }),
    ).toBe(
      "script-src 'self' 'unsafe-inline'; connect-src 'self' https://medlem.example.no https://cms.example.no; object-src 'none'; base-uri 'self'",
    );
    expect(
      contentSecurityPolicy({
        membership: { enabled: false, partner: null, apiBase: null },
        publicEvents: { baseUrl: 'https://events.example.no', site: 'site1a' },
      }),
    ).toBe(
      "script-src 'self' 'unsafe-inline'; connect-src 'self' https://events.example.no; object-src 'none'; base-uri 'self'",
    );
  });
});
