'use client';
import { create } from 'qrcode/lib/core/qrcode';

/** A ticket's QR code drawn as SVG from its data: crisp at any size, one path of dark modules. */
export function QrCode({ data, label, size = 256 }: { data: string; label: string; size?: number }) {
  const { modules } = create(data, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const extent = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
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
