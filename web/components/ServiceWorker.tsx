'use client';

import { useEffect, useState } from 'react';

/**
 * Registers the service worker (`/sw.js`) in production builds. On the first install it says the content is now
 * available offline; when an update takes over a page the previous worker controlled, the page reloads to match it.
 */
export function ServiceWorker() {
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const hadController = container.controller !== null;
    let previous = container.controller;
    let reloading = false;
    const onControllerChange = () => {
      // The first install also takes control of the page (clientsClaim): that is no update.
      const updated = previous !== null;
      previous = container.controller;
      if (!updated || reloading) return;
      reloading = true;
      location.reload();
    };
    container.addEventListener('controllerchange', onControllerChange);
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        const worker = registration.installing;
        if (hadController || registration.active !== null || worker === null) return;
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') setInstalled(true);
        });
      })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
    return () => container.removeEventListener('controllerchange', onControllerChange);
  }, []);

  return (
    <div className="site-notice" role="status">
      {installed ? (
        <div className="site-notice__box">
          <p>Innholdet er nå tilgjengelig uten nett.</p>
          <button type="button" className="site-notice__close" onClick={() => setInstalled(false)}>
            Lukk
          </button>
        </div>
      ) : null}
    </div>
  );
}
