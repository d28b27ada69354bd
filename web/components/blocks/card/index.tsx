import { AppLink } from '@/components/AppLink';
import { CardImage } from '@/components/cards/CardImage';
import { CardSection } from '@/components/cards/CardSection';
import { Heading } from '@/components/Heading';

import type { BlockDefinition, BlockProps } from '../types';

/**
 * A card: the records its binding gives as cards, or else one card of its own fields (image, title linked to its
 * `url`, text).
 */
export function CardBlock({ block, headingLevel, firstPicture }: BlockProps<'card'>) {
  const { items, title, image, text, url } = block.data;
  if (items.length > 0) {
    return (
      <CardSection
        id={block.id}
        title={title}
        headingLevel={headingLevel}
        emptyText=""
        paging={block.paging.items}
        variant="summary"
        cards={items}
        firstPicture={firstPicture}
      />
    );
  }
  if (!title) return null;
  return (
    <article className="card card--summary block-card">
      <CardImage image={image} ratio="wide" first={firstPicture} />
      <div className="card__body">
        <Heading level={headingLevel} className="card__title">
          {url ? <AppLink href={url}>{title}</AppLink> : title}
        </Heading>
        {text ? <p className="card__summary">{text}</p> : null}
      </div>
    </article>
  );
}

export const definition: BlockDefinition<'card'> = {
  component: CardBlock,
  empty: { title: null, text: null, url: null, image: null, items: [] },
  titled: false,
};
