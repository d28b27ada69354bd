import type { FooterItem, Site } from '@/lib/route-data';

import { CookieSettingsButton } from './analytics/CookieSettingsButton';
import { AppLink } from './AppLink';
import { MenuList } from './MenuList';
import { RichText } from './RichText';

function FooterItemView({ item }: { item: FooterItem }) {
  switch (item.type) {
    case 'title':
      return <h3 className="site-footer__subtitle">{item.value}</h3>;
    case 'text':
      return <p>{item.value}</p>;
    case 'link':
      return <p>{item.href ? <AppLink href={item.href}>{item.value}</AppLink> : item.value}</p>;
    case 'html':
      return <RichText html={item.value} />;
  }
}

/** The shared layout's footer: the theme's columns in their order, the footer menu, the cookie settings. */
export function SiteFooter({ site }: { site: Site }) {
  const { footer, menu } = site.theme;
  return (
    <footer className="site-footer">
      <div className="container">
        {footer.length > 0 ? (
          <div className="site-footer__columns">
            {footer.map((column) => (
              <section key={`${column.order}-${column.title}`} className="site-footer__column">
                <h2 className="site-footer__title">{column.title}</h2>
                {column.items.map((item) => (
                  <FooterItemView key={`${item.order}-${item.type}-${item.value}`} item={item} />
                ))}
              </section>
            ))}
          </div>
        ) : null}
        {menu.footer.length > 0 ? (
          <nav aria-label="Bunnmeny" className="site-footer__nav">
            <MenuList items={menu.footer} className="footer-menu" />
          </nav>
        ) : null}
        {/* Only a site with analytics asks for consent, so only it has a choice to change. */}
        {site.gaTrackingId || site.facebookPixelId ? <CookieSettingsButton /> : null}
      </div>
    </footer>
  );
}
