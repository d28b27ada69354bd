import type { ChunkPages } from '@/lib/chunks';
import type { Paging } from '@/lib/route-data';

interface LoadMoreProps {
  /** The listing's further pages; nothing is shown without them */
  paging: Paging | undefined;
  /** How many the list shows now */
  shown: number;
  pages: Pick<ChunkPages<unknown>, 'state' | 'more' | 'loadNext'>;
  /** What a press does, when more than loading the next page */
  onMore?: () => void;
}

/** «Vis flere» under a listing longer than its first page; the status line says how many are shown. */
export function LoadMore({ paging, shown, pages, onMore = () => void pages.loadNext() }: LoadMoreProps) {
  if (!paging || paging.chunks.length === 0) return null;
  return (
    <div className="more-cards">
      <p role="status" className="more-cards__status">
        {pages.state === 'failed' ? 'Kunne ikke hente flere. Prøv igjen.' : `Viser ${shown} av ${paging.total}`}
      </p>
      {pages.more ? (
        <button type="button" className="button" onClick={onMore} disabled={pages.state === 'loading'}>
          {pages.state === 'loading' ? 'Henter …' : 'Vis flere'}
        </button>
      ) : null}
    </div>
  );
}
