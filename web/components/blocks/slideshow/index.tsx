import { Picture } from '@/components/Picture';
import { hyphenated } from '@/lib/hyphenate';

import type { BlockDefinition, BlockProps } from '../types';
import { Slideshow } from './Slideshow';
import './slideshow.css';

/** Featured productions as a carousel: each slide its picture and its title linked to its page. */
export function SlideshowBlock({ block, firstPicture = false }: BlockProps<'slideshow'>) {
  const slides = block.data.items.map((card, index) => ({
    id: card.id,
    title: hyphenated(card.title),
    path: card.path,
    // The linked title on it says what the picture shows. The first slide's picture is fetched first when it is the
    // page's first; the hidden ones only when they are shown.
    picture: (
      <Picture
        image={card.image ?? card.poster}
        ratio="wide"
        sizes="(min-width: 72rem) 72rem, 100vw"
        className="slideshow__media"
        first={firstPicture && index === 0}
      />
    ),
  }));
  if (slides.length === 0) return null;
  return <Slideshow slides={slides} name={block.data.title || 'Aktuelt nå'} />;
}

export const definition: BlockDefinition<'slideshow'> = {
  component: SlideshowBlock,
  empty: { title: null, items: [] },
  titled: false,
};
