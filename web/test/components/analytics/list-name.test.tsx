import { render } from '@testing-library/react';
import { expect, test } from 'vitest';

import { listNameOf } from '@/components/analytics/click-capture';

test('a list is named by its heading as written, without the soft hyphens it is shown with', () => {
  const { container } = render(
    <>
      <h1>
        Ping{'\u00ad'}vin{'\u00ad'}pa{'\u00ad'}trul{'\u00ad'}jen
      </h1>
      <section aria-labelledby="billetter">
        <h2 id="billetter">
          Bil{'\u00ad'}let{'\u00ad'}ter
        </h2>
        <a href="https://billett.example.no/1">Kjøp billett</a>
      </section>
      <a href="https://example.no/annen">Annen film</a>
    </>,
  );
  const [ticket, other] = [...container.querySelectorAll('a')];
  expect(listNameOf(ticket!)).toBe('Billetter');
  expect(listNameOf(other!)).toBe('Pingvinpatruljen');
});
