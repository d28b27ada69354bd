import { describe, expect, test } from 'vitest';

import { programCategories, type ProgramEntry } from '@/lib/programme/entries';

function performance(id: string, category: string | null): ProgramEntry {
  return {
    id,
    eventNumber: Number(id),
    ticketUrl: null,
    date: { key: '2026-11-27', label: 'fre. 27. nov.', weekday: 'Fredag', start: '2026-11-27T00:00:00+01:00' },
    startTime: '2026-11-27T18:00:00+01:00',
    time: '18:00',
    title: `Forestilling ${id}`,
    path: null,
    category,
    genres: [],
    ageRating: null,
    features: [],
    auditorium: null,
    soldOut: false,
  };
}

describe('a programme’s categories', () => {
  test('are each named once, in Bokmål’s alphabetical order, with æ, ø and å after z', () => {
    const entries = ['Teater', 'Årsmøte', 'Ølsmaking', 'Ærlig talt', 'konsert', null, 'Teater', 'Zumba'].map(
      (category, index) => performance(String(index), category),
    );
    expect(programCategories(entries)).toEqual(['konsert', 'Teater', 'Zumba', 'Ærlig talt', 'Ølsmaking', 'Årsmøte']);
  });

  test('are none when no performance has one', () => {
    expect(programCategories([performance('1', null)])).toEqual([]);
  });
});
