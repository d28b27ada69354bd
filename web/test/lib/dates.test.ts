import { expect, test } from 'vitest';

import {
  formatCalendarDate,
  formatDay,
  formatDayAndTime,
  formatInstantDate,
  formatTime,
  formatWeekday,
  osloDayKey,
} from '@/lib/dates';

test('a showing in winter time', () => {
  expect(formatDay('2026-11-27T18:00:00+01:00')).toBe('fre. 27. nov.');
  expect(formatTime('2026-11-27T18:00:00+01:00')).toBe('18:00');
});

test('times are Oslo time whatever offset they are written with', () => {
  expect(formatTime('2026-11-27T17:00:00Z')).toBe('18:00');
  expect(formatTime('2026-06-12T16:30:00Z')).toBe('18:30');
  // 23:30 UTC on Saturday is already Sunday in Oslo
  expect(formatDay('2026-11-28T23:30:00Z')).toBe('søn. 29. nov.');
});

test('a calendar date keeps its day', () => {
  expect(formatCalendarDate('2026-11-05')).toBe('5. november 2026');
  expect(formatCalendarDate('2027-01-01')).toBe('1. januar 2027');
});

test('an instant is dated by its day in Oslo', () => {
  // 2026-11-04T23:30:00Z is already 5 November in Oslo
  expect(formatInstantDate(Date.UTC(2026, 10, 4, 23, 30))).toBe('5. november 2026');
});

test('the day key of a showing is its day in Oslo', () => {
  expect(osloDayKey('2026-11-27T18:00:00+01:00')).toBe('2026-11-27');
  expect(osloDayKey('2026-11-28T23:30:00Z')).toBe('2026-11-29');
});

test('a day of the programme by its weekday', () => {
  expect(formatWeekday('2026-11-27')).toBe('fredag');
  expect(formatWeekday('2026-11-29')).toBe('søndag');
});

test('when a page was stored: its day and time in Oslo, the time written with a full stop', () => {
  expect(formatDayAndTime('2026-11-29T13:05:00Z')).toBe('29. november kl. 14.05');
  // 22:30 UTC on 30 June is 00:30 on 1 July in Oslo (summer time)
  expect(formatDayAndTime('2026-06-30T22:30:00Z')).toBe('1. juli kl. 00.30');
});
