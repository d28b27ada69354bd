import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';

import { CoverBlock } from '@/components/blocks/cover';
import { CardImage } from '@/components/cards/CardImage';
import { Picture } from '@/components/Picture';

import { makeBlock } from '../fixtures';

describe('Picture', () => {
  test('a record without an image gets the landscape placeholder in the same box', () => {
    const { container } = render(<CardImage image={null} ratio="poster" />);
    const box = container.firstElementChild;
    expect(box?.className).toBe('card__media card__media--poster');
    expect(box?.querySelector('img')).toBeNull();
    const placeholder = box?.querySelector('[data-placeholder="landscape"]');
    expect(placeholder?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  test('a card picture fills its box, decorative and lazy, with its sizes', () => {
    const { container } = render(
      <CardImage image={{ url: 'https://images.example.no/a.jpg', focalPointQuery: '' }} ratio="wide" />,
    );
    const image = container.querySelector('.card__media--wide img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('fetchpriority')).toBeNull();
    expect(image?.getAttribute('sizes')).toBe(
      '(min-width: 72rem) 18rem, (min-width: 48rem) 33vw, (min-width: 34rem) 50vw, 100vw',
    );
    expect(image?.getAttribute('style')).toContain('position: absolute');
  });

  test('a poster is under a third of a phone’s width', () => {
    const { container } = render(
      <CardImage image={{ url: 'https://images.example.no/a.jpg', focalPointQuery: '' }} ratio="poster" />,
    );
    expect(container.querySelector('.card__media--poster img')?.getAttribute('sizes')).toBe(
      '(min-width: 72rem) 18rem, (min-width: 48rem) 33vw, (min-width: 34rem) 50vw, (min-width: 30rem) 100vw, 30vw',
    );
  });

  test('an article’s picture is a third of a phone’s width, in its 16:9 box', () => {
    const { container } = render(
      <CardImage image={{ url: 'https://images.example.no/a.jpg', focalPointQuery: '' }} ratio="wide" article />,
    );
    expect(container.querySelector('.card__media--wide img')?.getAttribute('sizes')).toBe(
      '(min-width: 72rem) 18rem, (min-width: 48rem) 33vw, (min-width: 34rem) 50vw, (min-width: 30rem) 100vw, 35vw',
    );
  });

  test('a card in a row lists only the widths its 16rem box uses, up to three times its width', () => {
    const { container } = render(<CardImage image="https://images.example.no/a.jpg" ratio="wide" row />);
    const image = container.querySelector('img');
    const widths = image
      ?.getAttribute('srcset')
      ?.split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    // vitest has Next's default widths (…, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840).
    expect(widths).toEqual(['256w', '384w', '640w', '750w', '828w']);
    expect(image?.getAttribute('src')).toContain('&w=828&');
    expect(image?.getAttribute('sizes')).toBe('16rem');
  });

  test('the first picture of a page is eager and fetched first', () => {
    const { container } = render(
      <Picture image="https://images.example.no/a.jpg" ratio="cover" sizes="100vw" className="box" first />,
    );
    const image = container.querySelector('.box img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('cover', () => {
  test('crops its banner at the focal point its image gives', () => {
    const url = 'https://images.example.no/fjordby/film/1001293.jpg';
    // The pipeline gives the cover's image its focal point: the page's production is not asked for it.
    const cover = makeBlock('cover', {
      title: 'Melodien fra Nordheim',
      image: { url, focalPointQuery: 'fp-x=0.5&fp-y=0.35' },
    });
    const { container } = render(<CoverBlock block={cover} headingLevel={1} firstPicture />);
    const image = container.querySelector('.block-cover__media img');
    // vitest renders with next/image's own loader, which passes the src on encoded; the export uses lib/image-loader.
    expect(image?.getAttribute('src')).toContain(encodeURIComponent(`${url}?ar=16%3A7&fp-x=0.5&fp-y=0.35`));
    expect([image?.getAttribute('loading'), image?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  test('a cover below the page’s first picture loads as it nears the screen', () => {
    const url = 'https://images.example.no/fjordby/film/1001293.jpg';
    const { container } = render(
      <CoverBlock block={makeBlock('cover', { title: 'Jul', image: { url, focalPointQuery: '' } })} headingLevel={2} />,
    );
    const image = container.querySelector('.block-cover__media img');
    expect([image?.getAttribute('loading'), image?.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });
});
