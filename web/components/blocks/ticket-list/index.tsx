import { Heading } from '@/components/Heading';
import { LiveShowingList } from '@/components/lazy';
import { productionAttributes } from '@/lib/analytics/item';
import { eventRow } from '@/lib/programme/showing-rows';

import type { BlockDefinition, BlockProps } from '../types';
import './ticket-list.css';

/**
 * A production's showings a day at a time: day, time and auditorium, and a ticket link unless sold out (live, where
 * the site has the public events call). The first page is in the HTML; the rest is fetched as the page runs.
 */
export function TicketListBlock({ block, headingLevel, route, site }: BlockProps<'ticket-list'>) {
  const events = block.data.items;
  const headingId = `${block.id}-heading`;
  // What analytics names a ticket by: said once on the list when all its showings are of one production (a film's
  // or a show's page, where two dozen links would otherwise repeat it), else on each link.
  const productions = new Set(events.map((event) => event.production.id));
  const listItem = productions.size === 1 ? productionAttributes(events[0]!.production) : undefined;
  // The page's own production's showings: each can go into a calendar, with its length and the house's name.
  const production = route?.production;
  const calendar =
    production?.path && site && listItem && productions.has(production.id)
      ? {
          title: production.title,
          duration: production.duration,
          place: site.title,
          host: site.host,
          url: new URL(production.path, site.host).href,
          slug: production.path.slice(1),
        }
      : undefined;
  return (
    <section className="block-ticket-list" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        Billetter
      </Heading>
      {events.length === 0 ? (
        <p>Ingen planlagte forestillinger.</p>
      ) : (
        <LiveShowingList
          item={listItem}
          calendar={calendar}
          paging={block.paging?.items}
          showings={events.map((event) => eventRow(event, !listItem))}
        />
      )}
    </section>
  );
}

export const definition: BlockDefinition<'ticket-list'> = {
  component: TicketListBlock,
  empty: { title: null, items: [] },
  titled: false,
};
