'use client';

import { useEffect, useId, useRef, useState } from 'react';

import { CloseIcon, PlayIcon } from '@/components/icons';
import { trailerEmbedUrl } from '@/lib/trailer';

interface TrailerDialogProps {
  /** The film's title: the dialog's name */
  title: string;
  videoId: string;
}

/**
 * «Se trailer»: a modal dialog with YouTube's privacy-enhanced player. The player is added only when the visitor
 * asks, so no page loads anything from YouTube before; closing («Lukk», Escape) removes it, stopping the video,
 * and the browser returns the focus to the button.
 */
export function TrailerDialog({ title, videoId }: TrailerDialogProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  function onClose() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <button ref={button} type="button" className="trailer-button" onClick={() => setOpen(true)}>
        <PlayIcon />
        Se trailer
      </button>
      <dialog ref={dialog} className="trailer-dialog" aria-labelledby={titleId} onClose={onClose}>
        <div className="trailer-dialog__bar">
          <p id={titleId} className="trailer-dialog__title">
            {title}
          </p>
          <button type="button" className="trailer-dialog__close" onClick={() => dialog.current?.close()}>
            <CloseIcon />
            Lukk
          </button>
        </div>
        {open ? (
          <div className="trailer-dialog__player">
            <iframe
              src={trailerEmbedUrl(videoId)}
              title={`Trailer: ${title}`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
