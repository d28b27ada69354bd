import type { Redirect } from '@/lib/route-data';

/**
 * The page exported at a redirect's old path. A static export has no server to answer with a 301: the meta refresh
 * sends browsers on at once without JavaScript (React puts it in the <head>), the canonical link tells search
 * engines, and the link is there for anyone the refresh does not move.
 */
export function RedirectPage({ redirect }: { redirect: Redirect }) {
  return (
    <div className="container redirect-page">
      <meta httpEquiv="refresh" content={`0; url=${redirect.to}`} />
      <h1>Siden har flyttet</h1>
      <p>
        Siden har flyttet til <a href={redirect.to}>{redirect.to}</a>.
      </p>
    </div>
  );
}
