import { describe, expect, test } from 'vitest';

import { cookiePage, privacyPage } from '@/lib/menu-pages';
import type { MenuItem } from '@/lib/route-data';

function item(label: string, path: string | null, children: MenuItem[] = []): MenuItem {
  return { id: label, label, path, openInNewWindow: false, children };
}

describe('the cookie page', () => {
  test('is the footer menu item that names cookies, before the header’s', () => {
    const footer = [item('Personvernerklæring', '/personvern'), item('Info om cookies', '/article/info-om-cookies')];
    const header = [item('Om oss', '/om-oss', [item('Informasjonskapsler', '/informasjonskapsler')])];
    expect(cookiePage({ footer, header })).toEqual({ label: 'Info om cookies', path: '/article/info-om-cookies' });
    expect(cookiePage({ footer: [], header })).toEqual({ label: 'Informasjonskapsler', path: '/informasjonskapsler' });
  });

  test('is none when no item names cookies, or the one that does has no path', () => {
    expect(cookiePage({ footer: [item('Kontakt', '/kontakt')], header: [] })).toBeNull();
    expect(cookiePage({ footer: [item('Cookies', null)], header: [] })).toBeNull();
  });
});

describe('the privacy statement', () => {
  test('is the menu item that names it, footer menu first', () => {
    const footer = [item('Info om cookies', '/cookies'), item('Personvernerklæring', '/article/personvernerklaering')];
    expect(privacyPage({ footer, header: [] })).toEqual({
      label: 'Personvernerklæring',
      path: '/article/personvernerklaering',
    });
    expect(privacyPage({ footer: [item('Kontakt', '/kontakt')], header: [] })).toBeNull();
  });
});
