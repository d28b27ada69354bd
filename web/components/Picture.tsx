import { getImageProps } from 'next/image';

import { fitToBox, type ImageRef, imageSrc, type Ratio } from '@/lib/image-loader';

import { LandscapeIcon } from './icons';

interface PictureProps {
  image: ImageRef | null | undefined;
  /** The box's proportions: the loader asks the image service for exactly these */
  ratio: Ratio;
  /** The box's width in the layout, for the browser to pick from the srcset */
  sizes: string;
  /** The box's width in CSS pixels when it is the same at every screen size: the srcset then lists only what it can use */
  boxWidth?: number;
  /** The box's class: it gives the box its size and proportions (no layout shift while the picture loads) */
  className: string;
  /** Empty (decorative) where the text beside the picture says what it shows */
  alt?: string;
  /** The first picture a visitor sees on the page: fetched at once and before the others */
  first?: boolean;
}

/**
 * A picture filling its fixed-proportion box, or the landscape placeholder in the same box when the record has none.
 * A plain `<img>` with the props `next/image` would give it (`getImageProps`: the loader's srcset, lazy loading),
 * not Next's image component: that is a client component, which works out every picture's srcset again in the
 * browser while the page starts (a fifth of the front page's hydration, for its 70 pictures).
 */
export function Picture({ image, ratio, sizes, boxWidth, className, alt = '', first = false }: PictureProps) {
  const url = typeof image === 'string' ? image : image?.url;
  const props =
    image && url
      ? getImageProps({
          src: imageSrc(image, ratio),
          alt,
          fill: true,
          sizes,
          loading: first ? 'eager' : 'lazy',
          fetchPriority: first ? 'high' : undefined,
        }).props
      : null;
  const picture = props && boxWidth ? { ...props, ...fitToBox(props, boxWidth) } : props;
  return (
    <div className={className}>
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
        <img {...picture} alt={alt} />
      ) : (
        <span className="picture-placeholder" data-placeholder="landscape">
          <LandscapeIcon />
        </span>
      )}
    </div>
  );
}
