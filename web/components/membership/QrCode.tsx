'use client';
import { encode } from 'uqr';

/** A ticket's QR code drawn as SVG from its data: crisp at any size, one path of dark modules. */
export function QrCode({ data, label, size = 256 }: { data: string; label: string; size?: number }) {
  // The quiet zone of four modules that the standard asks for around the code.
  const { size: extent, data: modules } = encode(data, { ecc: 'M', border: 4 });
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      className="qr-code"
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
