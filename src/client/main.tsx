import { SSR_DATA_ID } from '@shared/page-renderer';
import './styles.css';

/**
 * The entry script is tiny; the app's code follows. A server-rendered page is readable without
 * it, so its code is fetched once the page has loaded (its stylesheet, fonts and first images):
 * on a slow connection the content gets the bandwidth first, and on a fast one the wait is a
 * moment. The browser then fetches the page's own chunks (named by the server) beside the app's.
 */
function boot() {
  const data = document.getElementById(SSR_DATA_ID);
  const start = () => {
    for (const href of data?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import('./app/start-app').then(({ startApp }) => startApp());
  };
  if (!data?.hasAttribute('data-rendered') || document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

boot();
