import { describe, expect, test } from 'vitest';

import { calendarFile, calendarFileName, type CalendarShowing } from '@/lib/programme/calendar';

const showing: CalendarShowing = {
  title: 'Bestefars båt',
  startTime: '2026-12-18T12:00:00+01:00',
  duration: 94,
  auditorium: 'Sal 1',
  place: 'Fjordby kulturhus',
  id: '700123',
  host: 'https://www.fjordbykulturhus.no',
  url: 'https://www.fjordbykulturhus.no/bestefars-bat-dxm-1000934',
  ticketUrl: 'https://billett.example.no/fjordbykulturhus/700123',
};

/** The file's lines, folded lines joined again (RFC 5545 §3.1). */
async function lines(file: Blob): Promise<string[]> {
  return (await file.text()).replace(/\r\n[ \t]/g, '').split(/\r?\n/);
}

describe('a showing’s calendar file', () => {
  test('starts at the showing’s moment in UTC, lasts the film’s length, names the hall and the house', async () => {
    const file = await calendarFile(showing);
    expect(file.type).toBe('text/calendar;charset=utf-8');
    const text = await lines(file);
    expect(text).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'UID:700123@www.fjordbykulturhus.no',
        'SUMMARY:Bestefars båt',
        // 12:00 in Oslo in December is 11:00 UTC.
        'DTSTART:20261218T110000Z',
        'DURATION:PT94M',
        'LOCATION:Sal 1\\, Fjordby kulturhus',
        'URL:https://www.fjordbykulturhus.no/bestefars-bat-dxm-1000934',
        'DESCRIPTION:Billett: https://billett.example.no/fjordbykulturhus/700123',
        'END:VEVENT',
      ]),
    );
  });

  test('a summer showing, and one of no known length, which ends as it starts', async () => {
    const text = await lines(
      await calendarFile({ ...showing, startTime: '2027-06-05T19:30:00+02:00', duration: null }),
    );
    expect(text).toEqual(expect.arrayContaining(['DTSTART:20270605T173000Z', 'DTEND:20270605T173000Z']));
    expect(text.some((line) => line.startsWith('DURATION'))).toBe(false);
  });

  test('a member’s ticket: its rows and seats, the member’s tickets as its page', async () => {
    const ticket = { ...showing, id: '1234-2026-12-18T12:00', ticketUrl: null, notes: 'Rad 5: Seter 7, 8' };
    const text = await lines(
      await calendarFile({ ...ticket, url: 'https://www.fjordbykulturhus.no/min-side/billetter' }),
    );
    expect(text).toEqual(
      expect.arrayContaining([
        'UID:1234-2026-12-18T12:00@www.fjordbykulturhus.no',
        'DESCRIPTION:Rad 5: Seter 7\\, 8',
        'URL:https://www.fjordbykulturhus.no/min-side/billetter',
      ]),
    );
  });

  test('is named by the production and the showing’s day and time', () => {
    expect(calendarFileName(showing, 'bestefars-bat-dxm-1000934')).toBe(
      'bestefars-bat-dxm-1000934-2026-12-18-1200.ics',
    );
  });
  test('a title or a hall the CMS wrote with line breaks, control characters or the format’s own signs stays text', async () => {
    const hostile = {
      ...showing,
      title: 'Film\rEND:VEVENT\rBEGIN:VALARM\u0000\u001b[31m $ {http.request.header.Cookie} "q"; semi, komma \\ bak',
      auditorium: 'Sal 1\r\nX-INJ:ond',
    };
    const raw = await (await calendarFile(hostile)).text();
    expect(raw.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(raw).not.toMatch(/\r(?!\n)|[\u0000\u001b]/);
    expect(await lines(new Blob([raw]))).toEqual(
      expect.arrayContaining([
        'SUMMARY:Film\\nEND:VEVENT\\nBEGIN:VALARM[31m $ {http.request.header.Cookie} "q"\\; semi\\, komma \\\\ bak',
        'LOCATION:Sal 1\\nX-INJ:ond\\, Fjordby kulturhus',
      ]),
    );
  });
});
