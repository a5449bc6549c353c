import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Anchors like /servicos#cabelo-cortes point into content that renders after its data arrives,
 * so the element is looked for a little while (the spec's 100-200 ms delay, then retries).
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
      if (++attempts < 30) timer = setTimeout(tryScroll, 100);
    };
    timer = setTimeout(tryScroll, 150);
    return () => clearTimeout(timer);
  }, [hash, key]);
}
