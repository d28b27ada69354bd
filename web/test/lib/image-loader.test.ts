import { describe, expect, test } from 'vitest';

import imgixLoader, { fitToBox, imageServiceOrigins, imageSrc } from '@/lib/image-loader';

describe('imageSrc', () => {
  test('carries the box proportions and the focal point', () => {
    expect(imageSrc({ url: 'http://x/images/a.jpg', focalPointQuery: 'fp-x=0.5&fp-y=0.35' }, 'wide')).toBe(
      'http://x/images/a.jpg?ar=16%3A9&fp-x=0.5&fp-y=0.35',
    );
    expect(imageSrc('http://x/images/a.jpg', 'poster')).toBe('http://x/images/a.jpg?ar=2%3A3');
    expect(imageSrc({ url: 'http://x/images/a.jpg', focalPointQuery: '' }, 'cover')).toBe(
      'http://x/images/a.jpg?ar=16%3A7',
    );
    expect(imageSrc('http://x/images/a.jpg')).toBe('http://x/images/a.jpg');
  });

  test('leaves out a focal point that is not a number from 0 to 1', () => {
    expect(imageSrc({ url: 'http://x/a.jpg', focalPointQuery: 'fp-x=2&fp-y=abc&fit=max' }, 'wide')).toBe(
      'http://x/a.jpg?ar=16%3A9',
    );
  });
});

describe('imgixLoader', () => {
  test('asks for the width and the best format the browser takes', () => {
    expect(imgixLoader({ src: 'http://x/images/a.jpg', width: 640, quality: 75 })).toBe(
      'http://x/images/a.jpg?w=640&auto=compress,format',
    );
  });

  test('crops to the box: h by its proportions, at the focal point when there is one', () => {
    expect(imgixLoader({ src: 'http://x/images/a.jpg?ar=2%3A3', width: 384 })).toBe(
      'http://x/images/a.jpg?w=384&h=576&fit=crop&auto=compress,format',
    );
    expect(imgixLoader({ src: 'http://x/images/a.jpg?ar=16%3A9&fp-x=0.5&fp-y=0.35', width: 1080 })).toBe(
      'http://x/images/a.jpg?w=1080&h=608&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.35&auto=compress,format',
    );
    expect(imgixLoader({ src: 'http://x/images/a.jpg?ar=16:7', width: 1920 })).toBe(
      'http://x/images/a.jpg?w=1920&h=840&fit=crop&auto=compress,format',
    );
  });

  test('keeps the URL’s own parameters and replaces its sizing ones', () => {
    expect(imgixLoader({ src: 'https://cdn.example.no/p/a.jpg?v=3&w=99&auto=enhance', width: 256 })).toBe(
      'https://cdn.example.no/p/a.jpg?v=3&w=256&auto=compress,format',
    );
  });

  test('a path on the site itself is a file of the export, as it is', () => {
    expect(imgixLoader({ src: '/bilder/a.png', width: 640 })).toBe('/bilder/a.png');
  });
});

describe('imageServiceOrigins', () => {
  test('are the origins of the theme’s logos, each once', () => {
    expect(
      imageServiceOrigins({
        logo: 'https://images.example.no/fjordby/logo.svg',
        logoAlt: 'https://images.example.no/fjordby/logo-white.svg',
      }),
    ).toEqual(['https://images.example.no']);
    expect(
      imageServiceOrigins({
        logo: 'http://127.0.0.1:8750/images/profil/logo.png',
        logoAlt: 'https://cdn.example.no/logo-hvit.png',
      }),
    ).toEqual(['http://127.0.0.1:8750', 'https://cdn.example.no']);
  });

  test('a theme without logos, or with a logo that is no http(s) URL, names none', () => {
    expect(imageServiceOrigins({ logo: null, logoAlt: null })).toEqual([]);
    expect(imageServiceOrigins({ logo: '/logo.svg', logoAlt: 'javascript:alert(1)' })).toEqual([]);
  });
});

describe('fitToBox', () => {
  const srcSet = [128, 256, 384, 480, 640, 828, 1080, 1440, 1920]
    .map((width) => `http://x/a.jpg?w=${width}&auto=compress,format ${width}w`)
    .join(', ');

  test('keeps the widths a box of 256 px uses, from 1× to the first that covers 3×', () => {
    expect(fitToBox({ srcSet, src: 'http://x/a.jpg?w=1920&auto=compress,format' }, 256)).toEqual({
      srcSet:
        'http://x/a.jpg?w=256&auto=compress,format 256w, http://x/a.jpg?w=384&auto=compress,format 384w, ' +
        'http://x/a.jpg?w=480&auto=compress,format 480w, http://x/a.jpg?w=640&auto=compress,format 640w, ' +
        'http://x/a.jpg?w=828&auto=compress,format 828w',
      src: 'http://x/a.jpg?w=828&auto=compress,format',
    });
  });

  test('a box wider than a third of the widest keeps the wide end', () => {
    expect(fitToBox({ srcSet, src: 'http://x/a.jpg?w=1920' }, 1000)).toEqual({
      srcSet:
        'http://x/a.jpg?w=1080&auto=compress,format 1080w, http://x/a.jpg?w=1440&auto=compress,format 1440w, http://x/a.jpg?w=1920&auto=compress,format 1920w',
      src: 'http://x/a.jpg?w=1920&auto=compress,format',
    });
  });

  test('leaves a density srcset, or a box wider than every picture, as it is', () => {
    const fixed = { srcSet: 'http://x/logo.svg 1x, http://x/logo.svg 2x', src: 'http://x/logo.svg' };
    expect(fitToBox(fixed, 200)).toBe(fixed);
    const narrow = { srcSet: 'http://x/a.jpg?w=128 128w', src: 'http://x/a.jpg?w=128' };
    expect(fitToBox(narrow, 256)).toBe(narrow);
  });
});
