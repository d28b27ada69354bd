import { Heading, type HeadingLevel } from '@/components/Heading';
import { Picture } from '@/components/Picture';
import { ProductionFacts } from '@/components/ProductionFacts';
import { ShareButton, TrailerDialog } from '@/components/lazy';
import { hyphenated } from '@/lib/hyphenate';
import type { ImageRef } from '@/lib/image-loader';
import type { Production } from '@/lib/route-data';
import { trailerVideoId } from '@/lib/trailer';

import type { BlockDefinition, BlockProps } from '../types';
import './cover.css';

/**
 * A wide image (cropped around its focal point) with the page's title over it, and «Se trailer» when the page's
 * production has a YouTube trailer. On a production's own page it leads with the production instead: poster, title
 * and facts. A production without a usable picture shows the site's placeholder in its place.
 */
export function CoverBlock({ block, headingLevel, route, firstPicture = false }: BlockProps<'cover'>) {
  const { title, image } = block.data;
  const production = route?.production;
  if (production) {
    return (
      <ProductionCover
        production={production}
        title={title ?? production.title}
        still={image}
        headingLevel={headingLevel}
        firstPicture={firstPicture}
      />
    );
  }
  if (!title && !image) return null;
  const pictured = image !== null;
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
          {hyphenated(title)}
        </Heading>
      ) : null}
    </div>
  );
}

interface ProductionCoverProps {
  production: Production;
  title: string;
  /** The cover's picture: the production's still (`first_image`) */
  still: ImageRef | null;
  headingLevel: HeadingLevel;
  firstPicture: boolean;
}

/**
 * A film or culture production's first screen, as a cinema-goer looks for it: its poster (or the still, where it has
 * none), title, length, age limit and genres, a film not yet showing its premiere, and «Se trailer». The showings
 * follow it, whatever the width: the poster is beside the title on a phone too.
 */
function ProductionCover({ production, title, still, headingLevel, firstPicture }: ProductionCoverProps) {
  const poster = production.assets.find((asset) => asset.type === 'poster') ?? null;
  const videoId = trailerVideoId(production);
  return (
    <div className={poster ? 'production-cover' : 'production-cover production-cover--still'}>
      {/* The title says what the picture shows: for a screen reader it would only repeat it. */}
      <Picture
        image={poster ?? still}
        ratio={poster ? 'poster' : 'wide'}
        sizes={poster ? '(min-width: 48rem) 12rem, 7rem' : '(min-width: 48rem) 24rem, 100vw'}
        className="production-cover__picture"
        first={firstPicture}
      />
      <div className="production-cover__text">
        <Heading level={headingLevel} className="production-cover__title">
          {hyphenated(title)}
        </Heading>
        <ProductionFacts production={production} genres className="production-cover__facts" />
        {production.contents[0]?.summary ? (
          <p className="production-cover__summary">{production.contents[0].summary}</p>
        ) : null}
        <div className="production-cover__actions">
          {videoId ? <TrailerDialog title={title} videoId={videoId} /> : null}
          <ShareButton title={title} />
        </div>
      </div>
    </div>
  );
}

export const definition: BlockDefinition<'cover'> = {
  component: CoverBlock,
  empty: { title: null, image: null },
  titled: false,
};
