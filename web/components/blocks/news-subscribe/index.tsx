import { Heading } from '@/components/Heading';
import { NewsletterForm } from '@/components/lazy';
import { newsletterUrl } from '@/lib/newsletter';

import type { BlockDefinition, BlockProps } from '../types';
import './news-subscribe.css';

/** The newsletter sign-up: its title and the form, which posts to the site's public newsletter call. */
export function NewsSubscribeBlock({ block, headingLevel, site }: BlockProps<'news-subscribe'>) {
  const headingId = `${block.id}-heading`;
  const publicEvents = site?.publicEvents;
  return (
    <section className="block-news-subscribe" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {block.data.title || 'Nyhetsbrev'}
      </Heading>
      {publicEvents ? (
        <>
          <NewsletterForm endpoint={newsletterUrl(publicEvents)} />
          <noscript>
            <p>Påmeldingen bruker JavaScript i nettleseren. Slå på JavaScript for å melde deg på.</p>
          </noscript>
        </>
      ) : (
        <p>Påmelding til nyhetsbrevet er ikke tilgjengelig for øyeblikket.</p>
      )}
    </section>
  );
}

export const definition: BlockDefinition<'news-subscribe'> = {
  component: NewsSubscribeBlock,
  empty: { title: null },
  titled: false,
};
