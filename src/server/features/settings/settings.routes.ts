import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { fromMemory } from '../../http/memory-answers';
import { getSalonSettings } from '../../domain/salon-settings';
import type { AppContext } from '../../http/app-context';

/**
 * /api/settings: the salon's public facts for every page (footer, contact page, JSON-LD).
 * Answered from memory until the owner saves (decision 031); browsers revalidate it with its ETag.
 */
export function settingsRoutes({ db, answers }: AppContext) {
  return new Hono<AppEnv>().get(
    '/',
    fromMemory(answers, () => ({ key: '/api/settings', kinds: ['settings'] })),
    async (c) => {
      c.header('Cache-Control', 'public, max-age=0, must-revalidate');
      return c.json(await getSalonSettings(db), 200);
    },
  );
}
