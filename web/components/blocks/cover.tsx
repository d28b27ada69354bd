import Image from 'next/image';

import { trailerVideoId } from '@/lib/trailer';

import { Heading } from '../Heading';
import { TrailerDialog } from '../TrailerDialog';
import type { BlockProps } from './types';

/** A wide image with the page's title over it, and «Se trailer» when the page's production has a YouTube trailer. */
export function CoverBlock({ block, headingLevel, route }: BlockProps) {
  const { title, image } = block.data;
  if (!title && !image) return null;
  const videoId = trailerVideoId(route?.production);
  const name = title ?? route?.production?.title;
  return (
    <div className={image ? 'block-cover block-cover--image' : 'block-cover'}>
      {image ? (
        <div className="block-cover__media">
          {/* The title says what the image shows: for a screen reader it would only repeat it. */}
          <Image src={image} alt="" fill sizes="100vw" fetchPriority="high" className="block-cover__image" />
        </div>
      ) : null}
      {title ? (
        <Heading level={headingLevel} className="block-cover__title">
          {title}
        </Heading>
      ) : null}
      {videoId && name ? <TrailerDialog title={name} videoId={videoId} /> : null}
    </div>
  );
}
