import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@client/components/ui/spinner';

/**
 * The otpauth URI as a QR code for the authenticator app to scan, drawn by the `qrcode` library as
 * an SVG image. Loaded on demand: only the set-up step needs it, so no other screen pays for it.
 * The key to type stays beside it (a phone cannot scan its own screen).
 */
export function TotpQrCode({ totpUri }: { totpUri: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ uri: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(totpUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (current)
          setImage({
            uri: totpUri,
            src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
          });
      });
    return () => {
      current = false;
    };
  }, [totpUri]);

  return (
    <div className="grid size-44 shrink-0 place-items-center rounded-2xl bg-white p-2 shadow-sm ring-1 ring-ink/10">
      {image?.uri === totpUri ? (
        <img
          src={image.src}
          alt={t('accountSecurity.qrAlt')}
          data-testid="two-factor-qr"
          className="size-full [image-rendering:pixelated]"
        />
      ) : (
        <Spinner />
      )}
    </div>
  );
}
