import { expect, test } from 'vitest';

import { trailerEmbedUrl, trailerVideoId, youtubeId } from '@/lib/trailer';

test.each([
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://vimeo.com/123456', null],
  ['https://www.youtube.com/watch?v=short', null],
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ%22%3E', null],
  ['/trailer', null],
])('%s → %s', (link, id) => {
  expect(youtubeId(link)).toBe(id);
});

test('the first YouTube trailer among the assets', () => {
  const assets = [
    { type: 'poster', url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa', focalPointQuery: '' },
    { type: 'trailer', url: 'https://vimeo.com/1', focalPointQuery: '' },
    { type: 'trailer', url: 'https://www.youtube.com/watch?v=bbbbbbbbbbb', focalPointQuery: '' },
  ];
  expect(trailerVideoId({ assets })).toBe('bbbbbbbbbbb');
  expect(trailerVideoId(null)).toBeNull();
});

test('the privacy-enhanced player, started at once', () => {
  expect(trailerEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
});
