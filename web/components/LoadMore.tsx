import type { ChunkState } from '@/lib/chunks';

interface LoadMoreProps {
  /** How many the list shows now, and has in all */
  shown: number;
  total: number;
  state: ChunkState;
  /** Whether a page is left to load */
  more: boolean;
  onMore: () => void;
}

/** «Vis flere» under a listing longer than its first page; the status line says how many are shown. */
export function LoadMore({ shown, total, state, more, onMore }: LoadMoreProps) {
  return (
    <div className="more-cards">
      <p role="status" className="more-cards__status">
        {state === 'failed' ? 'Kunne ikke hente flere. Prøv igjen.' : `Viser ${shown} av ${total}`}
      </p>
      {more ? (
        <button type="button" className="button" onClick={onMore} disabled={state === 'loading'}>
          {state === 'loading' ? 'Henter …' : 'Vis flere'}
        </button>
      ) : null}
    </div>
  );
}
