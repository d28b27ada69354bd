import { MemberAvatar, MemberMenuLogOut } from '@membership';
import { getImageProps } from 'next/image';

import type { Site } from '@/lib/route-data';

import { AppLink } from './AppLink';
import { GlobeIcon } from './icons';
import { MenuList } from './MenuList';
import { MobileMenu } from './MobileMenu';
import { SearchCombobox } from './search/SearchCombobox';

/**
 * The shared layout's header: logo home, then (behind «Meny» on small screens) the search form when the theme has
 * search, the header menu and the language switcher when the theme enables it. In this order because on wider
 * screens the logo and search are the first row and the menu the second, so the keyboard goes as the eye reads.
 */
export function SiteHeader({ site }: { site: Site }) {
  const { menu, search, language } = site.theme;
  // The header is the brand colour with white text: the theme's light logo (`logoAlt`) is the one made for it.
  const logo = site.theme.logoAlt ?? site.theme.logo;
  // next/image's props on a plain <img>, as Picture does: its <Image> is a client component, whose code every page
  // would load for a picture that never changes in the browser. The logo's size is the CSS's (a fixed height); width
  // and height give the box before it loads, and its 1x and 2x srcset.
  const logoImage = logo
    ? getImageProps({ src: logo, alt: site.title, width: 180, height: 48, loading: 'eager' }).props
    : null;
  return (
    <header className="site-header">
      {/* In the header, after the cookie banner that heads the page: every link of the page is in a landmark. */}
      <a className="skip-link" href="#main">
        Hopp til hovedinnhold
      </a>
      <div className="container site-header__inner">
        <AppLink href="/" className="site-header__home">
          {logoImage ? (
            // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps
            <img {...logoImage} alt={site.title} className="site-header__logo" />
          ) : (
            site.title
          )}
        </AppLink>
        <MobileMenu>
          {search.enabled && search.submitPath ? (
            <SearchCombobox
              action={search.submitPath}
              id="site-search"
              name="Søk på nettstedet"
              className="site-header__search"
              placeholder="Søk etter film, konsert …"
            />
          ) : null}
          {menu.header.length > 0 ? (
            <nav aria-label="Hovedmeny" className="site-header__nav">
              <MenuList items={menu.header} className="menu" />
            </nav>
          ) : null}
          {language.enabled && language.submitPath ? (
            <AppLink href={language.submitPath} className="site-header__language">
              <GlobeIcon />
              Språk
            </AppLink>
          ) : null}
          <MemberMenuLogOut site={site} />
        </MobileMenu>
        <MemberAvatar site={site} />
      </div>
    </header>
  );
}
