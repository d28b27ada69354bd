import { Heading } from '../Heading';
import type { BlockProps } from './types';

/**
 * The newsletter sign-up. The call to the newsletter service is not built yet, so the button is disabled: a form
 * that sent nowhere would put the visitor's e-mail address in the page's URL.
 */
export function NewsSubscribeBlock({ block, headingLevel }: BlockProps) {
  const headingId = `${block.id}-heading`;
  const inputId = `${block.id}-email`;
  const noteId = `${block.id}-note`;
  return (
    <section className="block-news-subscribe" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {block.data.title || 'Nyhetsbrev'}
      </Heading>
      <form className="subscribe-form">
        <label htmlFor={inputId}>E-postadresse</label>
        <input id={inputId} type="email" name="email" autoComplete="email" required />
        <button type="submit" disabled aria-describedby={noteId}>
          Meld meg på
        </button>
        <p id={noteId} className="subscribe-form__note">
          Påmeldingen åpner snart.
        </p>
      </form>
    </section>
  );
}
