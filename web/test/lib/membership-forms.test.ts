import { describe, expect, test } from 'vitest';

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
