import type { ComponentProps } from 'react';
import { artUrl } from '@client/lib/art';

type ArtImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  name: string;
  width: number;
  height: number;
  /** Above-the-fold images load at once; everything else waits until it is near the viewport. */
  priority?: boolean;
};

export function ArtImage({ name, width, height, priority, alt, ...props }: ArtImageProps) {
  return (
    <img
      src={artUrl(name)}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...props}
    />
  );
}
