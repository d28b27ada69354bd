'use client';
/**
 * The client components only some pages have, each loaded (`next/dynamic`) by the pages that render one: every route
 * is the one catch-all page, whose bundle would otherwise carry every block's script to every page. Rendered in the
 * exported HTML all the same; a page hydrates each once its chunk has come.
 */
import dynamic from 'next/dynamic';

export const LiveShowingList = dynamic(() =>
  import('./programme/LiveShowingList').then((module) => module.LiveShowingList),
);
export const NewsletterForm = dynamic(() =>
  import('./blocks/news-subscribe/NewsletterForm').then((module) => module.NewsletterForm),
);
export const ProgrammeList = dynamic(() => import('./programme/ProgrammeList').then((module) => module.ProgrammeList));
export const SearchResults = dynamic(() => import('./search/SearchResults').then((module) => module.SearchResults));
export const ShareButton = dynamic(() => import('./ShareButton').then((module) => module.ShareButton));
export const TrailerDialog = dynamic(() =>
  import('./blocks/cover/TrailerDialog').then((module) => module.TrailerDialog),
);
