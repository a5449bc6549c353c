import { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import type { AppEnv } from '../../http/app-env';
import { fromMemory } from '../../http/memory-answers';
import { getCatalogue } from './catalogue.service';

/**
 * /api/catalogue: the services, team and prices. Answered from memory until the catalogue changes
 * (decision 031); browsers revalidate it on every use with its ETag, so an edit shows at once.
 */
export function catalogueRoutes({ db, answers }: AppContext) {
  return new Hono<AppEnv>().get(
    '/',
    fromMemory(answers, () => ({ key: '/api/catalogue', kinds: ['catalogue'] })),
    async (c) => {
      c.header('Cache-Control', 'public, max-age=0, must-revalidate');
      return c.json(await getCatalogue(db));
    },
  );
}
