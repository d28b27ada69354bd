/** The newsletter sign-up: the contract's call and its answers, and the form's check of an address. */
import type { PublicEvents } from './route-data';

/** `POST {PUBLIC_EVENTS_URL}/v1/sites/{site}/newsletter`: public, so the browser calls it with no credentials. */
export function newsletterUrl(publicEvents: PublicEvents): string {
  return `${publicEvents.baseUrl.replace(/\/+$/, '')}/v1/sites/${encodeURIComponent(publicEvents.site)}/newsletter`;
}

export const MISSING_EMAIL = 'Skriv inn e-postadressen din.';
export const INVALID_EMAIL = 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.';

/** What is wrong with an address, in Bokmål, or null: one @, no space, a dot in the domain. */
export function emailProblem(email: string): string | null {
  const address = email.trim();
  if (!address) return MISSING_EMAIL;
  return /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/.test(address) ? null : INVALID_EMAIL;
}

/**
 * The call's outcome. `network-error`: no answer came (offline, or the connection broke); `server-error`: the
 * service answered, but with an error or an answer the contract does not have.
 */
export type SignUpResult =
  | { status: 'confirmation-sent' | 'already-subscribed' | 'too-many' | 'network-error' | 'server-error' }
  | { status: 'invalid'; message: string };

async function message(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const text = body && typeof body === 'object' && 'Message' in body ? body.Message : null;
    return typeof text === 'string' && text ? text : INVALID_EMAIL;
  } catch {
    return INVALID_EMAIL;
  }
}

/** Posts the address (and the name, when given) as JSON, never in a URL, and reads the answer. */
export async function signUp(url: string, email: string, name: string, send = fetch): Promise<SignUpResult> {
  let response: Response;
  try {
    response = await send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(name.trim() ? { email: email.trim(), name: name.trim() } : { email: email.trim() }),
      credentials: 'omit',
    });
  } catch {
    return { status: 'network-error' };
  }
  if (response.status === 400) return { status: 'invalid', message: await message(response) };
  if (response.status === 429) return { status: 'too-many' };
  if (!response.ok) return { status: 'server-error' };
  try {
    const body: unknown = await response.json();
    const status = body && typeof body === 'object' && 'status' in body ? body.status : null;
    return status === 'confirmation-sent' || status === 'already-subscribed' ? { status } : { status: 'server-error' };
  } catch {
    return { status: 'server-error' };
  }
}
