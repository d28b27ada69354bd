import { describe, expect, test } from 'vitest';

import { dayName, programDay } from '@/lib/programme/days';

describe('a programme’s days', () => {
  test('a start time’s day in Oslo: its key, label, weekday and the midnight it begins at', () => {
    expect(programDay('2026-11-27T18:00:00+01:00')).toEqual({
      key: '2026-11-27',
      label: 'fre. 27. nov.',
      weekday: 'Fredag',
      start: '2026-11-27T00:00:00+01:00',
    });
    // Summer time: Oslo is two hours ahead.
    expect(programDay('2027-06-01T18:00:00+02:00').start).toBe('2027-06-01T00:00:00+02:00');
    // The Sundays the clocks change: midnight has the offset before the change, not the evening's.
    expect(programDay('2027-03-28T18:00:00+02:00').start).toBe('2027-03-28T00:00:00+01:00');
    expect(programDay('2026-10-25T18:00:00+01:00').start).toBe('2026-10-25T00:00:00+02:00');
    // A start time in UTC is placed on its Oslo day, which begins at Oslo's midnight.
    expect(programDay('2026-11-27T17:00:00Z').start).toBe('2026-11-27T00:00:00+01:00');
    // 23:30 in Oslo is the next day in UTC, but its day in Oslo.
    expect(programDay('2026-11-27T23:30:00+01:00').key).toBe('2026-11-27');
  });

  test('are named from the visitor’s clock: «I dag», «I morgen», the weekday within the week, else the date', () => {
    const now = Date.parse('2026-11-27T20:00:00+01:00'); // Friday evening
    const name = (startTime: string) => dayName(programDay(startTime), now);
    expect(name('2026-11-27T21:00:00+01:00')).toBe('I dag');
    expect(name('2026-11-28T12:00:00+01:00')).toBe('I morgen');
    expect(name('2026-11-30T18:00:00+01:00')).toBe('Mandag');
    expect(name('2026-12-03T18:00:00+01:00')).toBe('Torsdag');
    expect(name('2026-12-04T18:00:00+01:00')).toBe('fre. 4. des.');
    // Just after midnight, Saturday is today.
    expect(dayName(programDay('2026-11-28T12:00:00+01:00'), Date.parse('2026-11-28T00:00:30+01:00'))).toBe('I dag');
    // The HTML knows no clock.
    expect(dayName(programDay('2026-11-27T21:00:00+01:00'), null)).toBe('fre. 27. nov.');
  });
});
