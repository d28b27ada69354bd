import { AppLink } from '../AppLink';
import type { BlockProps } from './types';

export function QuickLinksBlock({ block }: BlockProps<'quick-links'>) {
  const { links } = block.data;
  if (!links?.length) return null;
  return (
    <nav aria-label="Snarveier" className="block-quick-links">
      <ul className="quick-links">
        {links.map((link) => (
          <li key={`${link.url} ${link.title}`}>
            <AppLink href={link.url} className="quick-links__link">
              {link.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
