import { expect, test } from 'vitest';

import { formatAgeRating, formatDuration } from '@/lib/production-facts';

test('durations', () => {
  expect(formatDuration(88)).toBe('1 t 28 min');
  expect(formatDuration(45)).toBe('45 min');
  expect(formatDuration(120)).toBe('2 t');
});

test('age ratings', () => {
  expect(formatAgeRating('A')).toBe('Tillatt for alle');
  expect(formatAgeRating('12')).toBe('12 år');
  expect(formatAgeRating('Ikke satt')).toBe('Ikke satt');
});
