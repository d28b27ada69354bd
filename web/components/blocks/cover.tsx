import { trailerVideoId } from '@/lib/trailer';

import { Heading } from '../Heading';
import { Picture } from '../Picture';
import { TrailerDialog } from '../TrailerDialog';
import type { BlockProps } from './types';

/**
 * A wide image (cropped around its focal point) with the page's title over it, and «Se trailer» when the page's
 * production has a YouTube trailer. A production without a usable picture shows the site's placeholder in its place.
 */
export function CoverBlock({ block, headingLevel, route, firstPicture = false }: BlockProps<'cover'>) {
  const { title, image } = block.data;
  if (!title && !image) return null;
  const videoId = trailerVideoId(route?.production);
  const name = title ?? route?.production?.title;
  const pictured = image !== null || route?.production != null;
  return (
    <div className={pictured ? 'block-cover block-cover--image' : 'block-cover'}>
      {pictured ? (
        // The title says what the image shows: for a screen reader it would only repeat it.
        <Picture
          image={image}
          ratio="cover"
          sizes="(min-width: 72rem) 72rem, 100vw"
          className="block-cover__media"
          first={firstPicture}
        />
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
