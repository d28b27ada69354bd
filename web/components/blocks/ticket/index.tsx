import { AppLink } from '@/components/AppLink';
import { TicketIcon } from '@/components/icons';
import { itemAttributes, productionItem, ticketLinkAttributes } from '@/lib/analytics/item';

import type { BlockDefinition, BlockProps } from '../types';
import './ticket.css';

/** One ticket link as a card: its title (or «Kjøp billett») beside the ticket icon, its text under it. */
export function TicketBlock({ block, route }: BlockProps<'ticket'>) {
  const { url, title, text } = block.data;
  if (!url) return null;
  // On a film or culture page the ticket is for its production; elsewhere the link is all there is to name.
  const item = route?.production
    ? productionItem(route.production)
    : { id: block.id, name: title || 'Kjøp billett', category: '' };
  // The ticketing provider is another site: it opens in a new tab, as the ticket list's links do.
  const external = !url.startsWith('/') && !url.startsWith('#');
  return (
    <div className="block-ticket">
      <AppLink href={url} newTab={external} className="ticket-card" data={ticketLinkAttributes(itemAttributes(item))}>
        <TicketIcon />
        {title || 'Kjøp billett'}
      </AppLink>
      {text ? <p className="ticket-card__text">{text}</p> : null}
    </div>
  );
}

export const definition: BlockDefinition<'ticket'> = {
  component: TicketBlock,
  empty: { title: null, text: null, url: null },
  titled: false,
};
