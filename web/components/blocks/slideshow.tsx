import { Slideshow } from '../Slideshow';
import type { BlockProps } from './types';

/** Featured productions as a carousel: each slide its picture and its title linked to its page. */
export function SlideshowBlock({ block, firstPicture = false }: BlockProps<'slideshow'>) {
  const slides = block.data.items.map((card) => ({
    id: card.id,
    title: card.title,
    path: card.path,
    image: card.image ?? card.poster,
  }));
  if (slides.length === 0) return null;
  return <Slideshow slides={slides} name={block.data.title || 'Aktuelt nå'} eager={firstPicture} />;
}
