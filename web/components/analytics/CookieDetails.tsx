import { trackerCookies } from '@/lib/analytics/cookies';

interface CookieDetailsProps {
  gaTrackingId: string | null;
  facebookPixelId: string | null;
}

/**
 * What the cookie banner says in itself when the site's menus name no page about cookies: behind «Les mer om
 * informasjonskapsler», what is stored, by whom and for how long, of the trackers the site has ids for alone.
 */
export function CookieDetails({ gaTrackingId, facebookPixelId }: CookieDetailsProps) {
  return (
    <details className="cookie-banner__details">
      <summary>Les mer om informasjonskapsler</summary>
      <p>Godtar du, lagrer disse tjenestene informasjonskapsler i nettleseren din:</p>
      <ul>
        {trackerCookies({ gaTrackingId, facebookPixelId }).map((tracker) => (
          <li key={tracker.name}>
            {tracker.cookies.map((cookie, n) => (
              <span key={cookie}>
                {n === 0 ? null : n === tracker.cookies.length - 1 ? ' og ' : ', '}
                <code>{cookie}</code>
              </span>
            ))}{' '}
            fra {tracker.name} {tracker.purpose}. De lagres i {tracker.kept}.
          </li>
        ))}
      </ul>
      <p>
        Avslår du, lagres ingen av dem, og trekker du samtykket tilbake, slettes de. Valget ditt lagres bare i denne
        nettleseren, ikke i en informasjonskapsel, til du endrer det under «Innstillinger for informasjonskapsler»
        nederst på siden.
      </p>
    </details>
  );
}
