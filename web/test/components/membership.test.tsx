import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import { LoginForm } from '@/components/membership/forms';
import { QrCode } from '@/components/membership/QrCode';
import { ratingCount, Stars } from '@/components/membership/Stars';
import { SiteHeader } from '@/components/SiteHeader';
import { saveSession } from '@/lib/membership/session';

import { loadFixtureSite } from '../fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

beforeEach(() => localStorage.clear());

describe('the header’s member icon', () => {
  test('absent when the site has no membership area', async () => {
    render(<SiteHeader site={await loadFixtureSite()} />);
    expect(screen.queryByRole('link', { name: 'Logg inn' })).toBeNull();
  });

  test('leads to log-in, then to the member’s pages once a session is stored', async () => {
    const site = await loadFixtureSite();
    const membership = { enabled: true, partner: 118, apiBase: 'https://medlem.example.no/membership/118' };
    render(<SiteHeader site={{ ...site, membership }} />);
    expect(screen.getByRole('link', { name: 'Logg inn' }).getAttribute('href')).toBe('/min-side/logg-inn');
    act(() => saveSession({ userName: 'Kari Nordmann', email: 'kari@example.no', token: 't' }));
    expect(screen.getByRole('link', { name: 'Min side (Kari Nordmann)' }).getAttribute('href')).toBe('/min-side');
  });
});

describe('stars and QR codes', () => {
  test('filled and empty stars, with the rating as text', () => {
    const { container } = render(<Stars rating={4} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('★★★★☆');
    expect(screen.getByText('4 av 5 stjerner')).toBeTruthy();
    render(<Stars rating={4.2} />);
    expect(screen.getByText('4,2 av 5 stjerner')).toBeTruthy();
    expect([ratingCount(1), ratingCount(5)]).toEqual(['(1 vurdering)', '(5 vurderinger)']);
  });

  test('a QR code is an image named for screen readers, 256 px', () => {
    render(<QrCode data="FJB-1-R4S7-8" label="QR-kode for billetten til Vinterlys" />);
    const image = screen.getByRole('img', { name: 'QR-kode for billetten til Vinterlys' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['256', '256']);
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  });
});

describe('the log-in form', () => {
  test('says what is missing next to each field, and calls nothing', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<LoginForm apiBase="https://medlem.example.no/membership/118" />);
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    const email = screen.getByLabelText('E-postadresse');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Skriv inn e-postadressen din.',
    );
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Skriv inn passordet ditt.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('shows the provider’s message as text, never as HTML', async () => {
    const message = '<img src=x onerror="alert(1)">Feil e-postadresse eller passord.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ Message: message }), { status: 401 }),
    );
    const { container } = render(<LoginForm apiBase="https://medlem.example.no/membership/118" />);
    fireEvent.change(screen.getByLabelText('E-postadresse'), { target: { value: 'kari@example.no' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'feil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect((await screen.findByText(message)).closest('[role="alert"]')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
