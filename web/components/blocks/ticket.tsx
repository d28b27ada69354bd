import { AppLink } from '../AppLink';
import { TicketIcon } from '../icons';
import type { BlockProps } from './types';

/** One ticket link as a card: its title (or «Kjøp billett») beside the ticket icon, its text under it. */
export function TicketBlock({ block }: BlockProps) {
  const { url, title, text } = block.data;
  if (!url) return null;
  // The ticketing provider is another site: it opens in a new tab, as the ticket list's links do.
  const external = !url.startsWith('/') && !url.startsWith('#');
  return (
    <div className="block-ticket">
      <AppLink href={url} newTab={external} className="ticket-card">
        <TicketIcon />
        {title || 'Kjøp billett'}
      </AppLink>
      {text ? <p className="ticket-card__text">{text}</p> : null}
    </div>
  );
}
