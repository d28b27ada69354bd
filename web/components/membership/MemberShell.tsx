/** A member page's static shell: its heading, kept out of search engines; the content loads in the browser. */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { loadSite } from '@/lib/data';

export async function memberMetadata(title: string): Promise<Metadata> {
  const site = await loadSite();
  return { title: `${title} | ${site.title}`, robots: { index: false, follow: false } };
}

/** The provider base the member components call; member pages only exist when the site has one. */
export async function memberApiBase(): Promise<string> {
  const { membership } = await loadSite();
  if (!membership.enabled || !membership.apiBase) {
    throw new Error('Member pages are built only for a site with the membership area (site.json membership)');
  }
  return membership.apiBase;
}

export function MemberShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container member-page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
