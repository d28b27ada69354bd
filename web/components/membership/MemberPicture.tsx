/** A picture the membership provider names (a poster, a QR code), shown as it is and never kept by the service worker. */
import { MEMBER_PICTURE_REFERRER_POLICY } from '@/lib/membership/paths';

interface MemberPictureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  lazy?: boolean;
}

export function MemberPicture({ src, alt, width, height, lazy = false }: MemberPictureProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the provider's own picture, at the size it is shown
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      referrerPolicy={MEMBER_PICTURE_REFERRER_POLICY}
    />
  );
}
