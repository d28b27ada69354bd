'use client';
/** The account forms: log in, create an account, forgot password. Validated here, the server's message shown as text. */
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';

import { useHydrated } from '@/lib/hydrated';
import type { MenuPage } from '@/lib/menu-pages';
import { MEMBER_PAGES } from '@/lib/membership/pages';
import { MEMBER_HOME } from '@/lib/membership/paths';
import { failureMessage, type ProviderResponse } from '@/lib/membership/provider';
import { invalidFields, validateCreateUser, validateForgotPassword, validateLogin } from '@/lib/membership/validate';
import type { FieldErrors } from '@/lib/membership/validate';

import { AppLink } from '../AppLink';
import { Field } from './Field';
import { failureOf, useCreateUser, useForgotPassword, useLogin } from './hooks';
import { useSession } from './session-hooks';
import { SessionExpiredNotice } from './SessionExpired';

// What a form says when the provider's failure response has no message of its own.
const LOGIN_FAILED = 'Innloggingen mislyktes. Prøv igjen.';
const CREATE_FAILED = 'Vi kunne ikke opprette brukeren. Prøv igjen.';
const FORGOT_FAILED = 'Vi kunne ikke sende e-posten. Prøv igjen.';
// What «Glemt passord» says once the provider has answered, whatever it answered (`forgotPassword`).
const FORGOT_SENT = 'Finnes det en bruker med denne e-postadressen, får den en e-post nå.';

function fieldValue(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element.value : '';
}

/** Validates; on errors focuses the first invalid field and answers false. */
function check<K extends string>(form: HTMLFormElement, errors: FieldErrors<K>, show: (e: FieldErrors<K>) => void) {
  show(errors);
  const [first] = invalidFields(errors);
  if (first) {
    (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    return false;
  }
  return true;
}

function ServerError({ error, fallback }: { error: ProviderResponse | null; fallback: string }) {
  // role=alert reads the provider's message out when it appears; it is text, never HTML.
  return (
    <div role="alert" className="form-error">
      {error ? <p>{failureMessage(error, fallback)}</p> : null}
    </div>
  );
}

/** A form's failure response, once its request has failed; none while it is out again. */
function failure(error: unknown, busy: boolean): ProviderResponse | null {
  return error === undefined || busy ? null : failureOf(error);
}

/**
 * The form's button, disabled until the page's script has taken over: a form sent by the browser itself would carry
 * the password to the site rather than to the provider. With the button disabled, Enter in a field sends nothing.
 */
function Submit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <noscript>
        <p className="form-error">Skjemaet trenger JavaScript. Slå det på i nettleseren for å fortsette.</p>
      </noscript>
      <button type="submit" className="button" disabled={!hydrated} aria-disabled={busy || undefined}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}

/** An account form: posted if it is ever sent without its script, so no field can end up in an address. */
function MemberForm({
  loading,
  onSubmit,
  children,
}: {
  loading: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form className="member-form" method="post" noValidate onSubmit={onSubmit} aria-busy={loading || undefined}>
      {children}
    </form>
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session) return <>{children}</>;
  return (
    <p>
      Du er logget inn som {session.name}. <AppLink href={MEMBER_HOME}>Gå til Min side</AppLink>
    </p>
  );
}

export function LoginForm({ apiBase }: { apiBase: string }) {
  const login = useLogin(apiBase);
  const loading = login.isMutating;
  const error = failure(login.error, loading);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const router = useRouter();
  const submitting = useRef(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const form = event.currentTarget;
    const values = { email: fieldValue(form, 'email').trim(), password: fieldValue(form, 'password') };
    login.reset();
    if (!check(form, validateLogin(values), setErrors)) return;
    submitting.current = true;
    const profile = await login.trigger(values, { throwOnError: false });
    submitting.current = false;
    if (profile) router.push(MEMBER_HOME);
  }
  return (
    <SignedIn>
      <SessionExpiredNotice />
      <MemberForm loading={loading} onSubmit={onSubmit}>
        {/* The account's name for password managers is its e-mail address: `username`, which they pair with the
            password, not `email`, which they fill as contact details. */}
        <Field id="email" label="E-postadresse" type="email" autoComplete="username" error={errors.email} />
        <Field id="password" label="Passord" type="password" autoComplete="current-password" error={errors.password} />
        <ServerError error={error} fallback={LOGIN_FAILED} />
        <Submit busy={loading} label="Logg inn" busyLabel="Logger inn …" />
      </MemberForm>
      <p>
        <AppLink href={MEMBER_PAGES.forgottenPassword}>Glemt passordet?</AppLink>
      </p>
      <p>
        Ikke medlem ennå? <AppLink href={MEMBER_PAGES.signUp}>Opprett bruker</AppLink>
      </p>
    </SignedIn>
  );
}

/** The account form; `privacy`, the site's privacy statement, is linked before the button where the site has one. */
export function CreateUserForm({ apiBase, privacy }: { apiBase: string; privacy: MenuPage | null }) {
  const createUser = useCreateUser(apiBase);
  const loading = createUser.isMutating;
  const error = failure(createUser.error, loading);
  const [errors, setErrors] = useState<FieldErrors<'userName' | 'email' | 'password'>>({});
  const router = useRouter();
  const submitting = useRef(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const form = event.currentTarget;
    const values = {
      userName: fieldValue(form, 'userName').trim(),
      email: fieldValue(form, 'email').trim(),
      password: fieldValue(form, 'password'),
    };
    createUser.reset();
    if (!check(form, validateCreateUser(values), setErrors)) return;
    submitting.current = true;
    const profile = await createUser.trigger(values, { throwOnError: false });
    submitting.current = false;
    if (profile) router.push(MEMBER_HOME);
  }
  return (
    <SignedIn>
      <MemberForm loading={loading} onSubmit={onSubmit}>
        <Field id="userName" label="Navn" autoComplete="name" error={errors.userName} />
        <Field id="email" label="E-postadresse" type="email" autoComplete="email" error={errors.email} />
        <Field
          id="password"
          label="Passord"
          type="password"
          autoComplete="new-password"
          hint="Minst 8 tegn."
          error={errors.password}
        />
        {privacy ? (
          <p>
            Slik behandler vi opplysningene dine: <AppLink href={privacy.path}>{privacy.label}</AppLink>.
          </p>
        ) : null}
        <ServerError error={error} fallback={CREATE_FAILED} />
        <Submit busy={loading} label="Opprett bruker" busyLabel="Oppretter bruker …" />
      </MemberForm>
      <p>
        Har du allerede en bruker? <AppLink href={MEMBER_PAGES.login}>Logg inn</AppLink>
      </p>
    </SignedIn>
  );
}

export function ForgotPasswordForm({ apiBase }: { apiBase: string }) {
  const forgotPassword = useForgotPassword(apiBase);
  const loading = forgotPassword.isMutating;
  const error = failure(forgotPassword.error, loading);
  const isEmailSent = forgotPassword.data === true;
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const submitting = useRef(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const form = event.currentTarget;
    const values = { email: fieldValue(form, 'email').trim() };
    forgotPassword.reset();
    if (!check(form, validateForgotPassword(values), setErrors)) return;
    submitting.current = true;
    await forgotPassword.trigger(values.email, { throwOnError: false });
    submitting.current = false;
  }
  return (
    <>
      <div role="status">{isEmailSent ? <p>{FORGOT_SENT}</p> : null}</div>
      {isEmailSent ? (
        <p>
          <AppLink href={MEMBER_PAGES.login}>Tilbake til innlogging</AppLink>
        </p>
      ) : (
        <MemberForm loading={loading} onSubmit={onSubmit}>
          <Field id="email" label="E-postadresse" type="email" autoComplete="email" error={errors.email} />
          <ServerError error={error} fallback={FORGOT_FAILED} />
          <Submit busy={loading} label="Send e-post" busyLabel="Sender …" />
        </MemberForm>
      )}
    </>
  );
}
