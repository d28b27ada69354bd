import { Heading } from '@/components/Heading';
import { RichText } from '@/components/RichText';
import { formatInstantDate } from '@/lib/dates';
import { showsTitle } from '@/lib/grid';

import type { BlockDefinition, BlockProps } from '../types';
import './article.css';

/**
 * The route's full article: title, author, date and content. The block's own `article` is only the card; the
 * content is on the route. The cover above usually carries the page's heading; when that heading is the article's
 * title, the title is not shown twice: the article is named by it and opens with the byline.
 */
export function ArticleBlock({ block, headingLevel, pageHeading, route }: BlockProps<'article'>) {
  const article = route?.article;
  if (!article) return null;
  const headingId = `${block.id}-heading`;
  const titled = showsTitle(article.title, headingLevel, pageHeading);
  return (
    <article
      className="block-article"
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : article.title}
    >
      {titled ? (
        <Heading level={headingLevel} id={headingId}>
          {article.title}
        </Heading>
      ) : null}
      <p className="block-article__byline">
        {article.author ? <span>Av {article.author}</span> : null}
        {article.author ? ' · ' : null}
        <time dateTime={new Date(article.createdAt).toISOString()}>{formatInstantDate(article.createdAt)}</time>
      </p>
      <RichText html={article.content} />
    </article>
  );
}

export const definition: BlockDefinition<'article'> = {
  component: ArticleBlock,
  empty: { article: null },
  titled: false,
};
