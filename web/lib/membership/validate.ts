/** The member forms' field rules, with their Bokmål messages: required fields, e-mail format, password length. */

export const MIN_PASSWORD_LENGTH = 8;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Skriv inn e-postadressen din.';
  return EMAIL.test(email) ? undefined : 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.';
}

export function validateLogin(values: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  return {
    email: emailError(values.email),
    password: values.password ? undefined : 'Skriv inn passordet ditt.',
  };
}

export function validateCreateUser(values: {
  userName: string;
  email: string;
  password: string;
}): FieldErrors<'userName' | 'email' | 'password'> {
  return {
    userName: values.userName.trim() ? undefined : 'Skriv inn navnet ditt.',
    email: emailError(values.email),
    password: !values.password
      ? 'Velg et passord.'
      : values.password.length < MIN_PASSWORD_LENGTH
        ? `Passordet må ha minst ${MIN_PASSWORD_LENGTH} tegn.`
        : undefined,
  };
}

export function validateForgotPassword(values: { email: string }): FieldErrors<'email'> {
  return { email: emailError(values.email) };
}

/** The fields with an error, in the form's order: the first gets the focus. */
export function invalidFields<K extends string>(errors: FieldErrors<K>): K[] {
  return (Object.keys(errors) as K[]).filter((key) => errors[key]);
}
