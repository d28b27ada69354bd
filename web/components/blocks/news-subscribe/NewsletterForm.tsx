'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { AlertIcon } from '@/components/icons';
import { useHydrated } from '@/lib/hydrated';
import { emailProblem, signUp, type SignUpResult } from '@/lib/newsletter';

/** What the visitor reads after the service answered; an invalid address is shown at the field instead. */
export const OUTCOMES: Record<Exclude<SignUpResult['status'], 'invalid'>, string> = {
  'confirmation-sent': 'Takk! Sjekk e-posten din for å bekrefte påmeldingen.',
  'already-subscribed': 'Denne adressen er allerede påmeldt.',
  'too-many': 'Du har prøvd mange ganger på kort tid. Vent et minutt og prøv igjen.',
  'network-error': 'Påmeldingen kunne ikke sendes. Sjekk nettforbindelsen og prøv igjen.',
  'server-error': 'Noe gikk galt hos oss, så påmeldingen ble ikke registrert. Prøv igjen om litt.',
};

type Outcome = keyof typeof OUTCOMES;

const PROBLEMS: ReadonlySet<Outcome> = new Set(['too-many', 'network-error', 'server-error']);

/**
 * The sign-up form: e-mail (required, checked here and by the service) and an optional name, posted as JSON to
 * the newsletter call. While it sends, the button says «Sender …»; the answer is a status message the focus
 * moves to, a problem with the address a message tied to its field. The button waits for JavaScript: without it
 * there is nowhere to send the form, and the address must never end up in a URL.
 */
export function NewsletterForm({ endpoint, send = fetch }: { endpoint: string; send?: typeof fetch }) {
  const id = useId();
  // False in the static HTML and while hydrating, true once the form can send.
  const ready = useHydrated();
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const email = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome) status.current?.focus();
  }, [outcome]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const address = String(data.get('email') ?? '');
    setOutcome(null);
    const problem = emailProblem(address);
    if (problem) {
      setFieldError(problem);
      email.current?.focus();
      return;
    }
    setFieldError(null);
    setSending(true);
    const result = await signUp(endpoint, address, String(data.get('name') ?? ''), send);
    setSending(false);
    if (result.status === 'invalid') {
      setFieldError(result.message);
      email.current?.focus();
    } else {
      setOutcome(result.status);
    }
  }

  const errorId = `${id}-error`;
  const problem = outcome !== null && PROBLEMS.has(outcome);
  return (
    <form className="subscribe-form" method="post" noValidate onSubmit={submit}>
      <div className="subscribe-form__field">
        <label htmlFor={`${id}-email`}>E-postadresse</label>
        <input
          ref={email}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        {fieldError ? (
          <p id={errorId} className="subscribe-form__error">
            <AlertIcon /> {fieldError}
          </p>
        ) : null}
      </div>
      <div className="subscribe-form__field">
        <label htmlFor={`${id}-name`}>Navn (valgfritt)</label>
        <input id={`${id}-name`} type="text" name="name" autoComplete="name" />
      </div>
      <button type="submit" disabled={!ready || sending}>
        {sending ? 'Sender …' : 'Meld meg på'}
      </button>
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className={problem ? 'subscribe-form__status subscribe-form__status--problem' : 'subscribe-form__status'}
      >
        {problem ? (
          <>
            <AlertIcon />{' '}
          </>
        ) : null}
        {outcome ? OUTCOMES[outcome] : null}
      </p>
    </form>
  );
}
