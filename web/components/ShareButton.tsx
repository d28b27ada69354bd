'use client';

import { useState } from 'react';

/**
 * «Del»: the page's address to share, by the device's own sharing (the Web Share API, on phones) or else copied to
 * the clipboard, or else shown to copy by hand; what happened is said in a status line.
 */
export function ShareButton({ title }: { title: string }) {
  const [status, setStatus] = useState<'copied' | 'manual' | null>(null);
  const [address, setAddress] = useState('');

  async function share() {
    const url = `${window.location.origin}${window.location.pathname}`;
    setAddress(url);
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the device's sheet: nothing more to do.
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('manual');
    }
  }

  return (
    <div className="share">
      <button type="button" className="share__button" onClick={() => void share()}>
        Del
      </button>
      <span role="status" className="share__status">
        {status === 'copied' ? 'Lenken er kopiert.' : null}
      </span>
      {status === 'manual' ? (
        <label className="share__address">
          Kopier lenken
          <input type="text" readOnly value={address} onFocus={(event) => event.target.select()} />
        </label>
      ) : null}
    </div>
  );
}
