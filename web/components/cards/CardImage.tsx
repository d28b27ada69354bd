import Image from 'next/image';

/** A card's picture in a fixed-ratio box. The card's title says what it shows, so the image itself is decorative. */
export function CardImage({ src, ratio }: { src: string | null | undefined; ratio: 'wide' | 'poster' }) {
  return src ? (
    <div className={`card__media card__media--${ratio}`}>
      <Image src={src} alt="" fill sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 100vw" />
    </div>
  ) : null;
}
