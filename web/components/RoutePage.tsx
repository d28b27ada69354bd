import type { CSSProperties } from 'react';

import { FilmMemberSection } from '@membership-film';

import { viewItemAttributes } from '@/lib/analytics/item';
import { firstPictureBlock, layoutGrid, mainHeading, type CellScreen } from '@/lib/grid';
import { hyphenated } from '@/lib/hyphenate';
import type { Route, SearchEntry, Site } from '@/lib/route-data';

import { isTitledSection, renderBlock } from './blocks';

/** The cell's span and order at each screen size, for the grid's CSS to pick by media query. */
function cellStyle(screen: CellScreen): CSSProperties {
  const style: Record<string, number> = {};
  for (const size of ['xs', 'md', 'lg'] as const) {
    style[`--span-${size}`] = screen[size].span;
    style[`--order-${size}`] = screen[size].order;
  }
  return style as CSSProperties;
}

interface RoutePageProps {
  route: Route;
  site?: Site;
  /** The search index, where the route has a search-results block */
  searchIndex?: readonly SearchEntry[];
}

/** A route's body: its blocks in the template's grid, under exactly one <h1>. */
export function RoutePage({ route, site, searchIndex }: RoutePageProps) {
  const rows = layoutGrid(route.template, route.blocks);
  const heading = mainHeading(rows, isTitledSection);
  const firstPicture = firstPictureBlock(rows);
  return (
    <>
      {/* The front page opens with the house's logo and slideshow, so its title («Forside») is for screen readers
          only; any other page shows its title. */}
      {heading === null ? (
        route.path === '/' ? (
          <h1 className="visually-hidden">{route.title}</h1>
        ) : (
          <div className="container">
            <h1>{hyphenated(route.title)}</h1>
          </div>
        )
      ) : null}
      {/* What analytics' VIEW_ITEM names when a film or culture page is shown (lib/analytics/item.ts). */}
      {(route.kind === 'film' || route.kind === 'culture') && route.production ? (
        <div hidden {...viewItemAttributes(route.production)} />
      ) : null}
      {rows.map((row) => (
        <div key={row.index} className={row.container ? 'grid-row container' : 'grid-row'}>
          <div className="grid">
            {row.cells.map((cell) => (
              <div key={cell.index} className="grid-cell" style={cellStyle(cell.screen)}>
                {cell.blocks.map((block) =>
                  renderBlock(block, {
                    headingLevel: block.id === heading?.blockId ? 1 : 2,
                    firstPicture: block.id === firstPicture,
                    pageHeading: heading?.text ?? route.title,
                    route,
                    site,
                    searchIndex,
                  }),
                )}
              </div>
            ))}
          </div>
        </div>
      ))}
      {route.kind === 'film' ? <FilmMemberSection route={route} /> : null}
    </>
  );
}
