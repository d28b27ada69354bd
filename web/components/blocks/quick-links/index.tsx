import { AppLink } from '@/components/AppLink';

import type { BlockDefinition, BlockProps } from '../types';
import './quick-links.css';

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

export const definition: BlockDefinition<'quick-links'> = {
  component: QuickLinksBlock,
  empty: { links: [] },
  titled: false,
};
