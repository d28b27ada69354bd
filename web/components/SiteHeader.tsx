import { MemberAvatar } from '@membership';
import Image from 'next/image';

import type { Site } from '@/lib/route-data';

import { AppLink } from './AppLink';
import { MenuList } from './MenuList';
import { SearchForm } from './SearchForm';

/** The shared layout's header: logo home, the header menu, and the search form when the theme has search. */
export function SiteHeader({ site }: { site: Site }) {
  const { logo, menu, search } = site.theme;
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <AppLink href="/" className="site-header__home">
          {logo ? (
            // The logo's size is the CSS's (a fixed height); width and height only give the box before it loads.
            <Image src={logo} alt={site.title} width={180} height={48} loading="eager" className="site-header__logo" />
          ) : (
            site.title
          )}
        </AppLink>
        {menu.header.length > 0 ? (
          <nav aria-label="Hovedmeny" className="site-header__nav">
            <MenuList items={menu.header} className="menu" />
          </nav>
        ) : null}
        {search.enabled && search.submitPath ? (
          <SearchForm
            action={search.submitPath}
            id="site-search"
            name="Søk på nettstedet"
            className="site-header__search"
          />
        ) : null}
        <MemberAvatar site={site} />
      </div>
    </header>
  );
}
