import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createBackOfficeI18n } from '@client/i18n/i18n';

// The log names every action and target the server records in the reader's language (issue 31):
// a new recordAdminAction(…, 'area.verb', { type: 'target' }) without words in both dictionaries
// fails here, instead of showing its raw name to the team.

const serverSources = readdirSync('src/server', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(join('src/server', file), 'utf8'));

// recordAdminAction(db, actor, 'action', { type: 'target' …: the call's literal action, and its
// target when written in place.
const CALL =
  /recordAdminAction\(\s*[^,]+,\s*[^,]+,\s*'([a-z_.]+)',\s*(?:\{\s*type:\s*'([a-z_]+)')?/g;
const recorded = serverSources.flatMap((source) =>
  [...source.matchAll(CALL)].map(([, action, target]) => ({ action: action!, target })),
);

describe('the audit log’s words', () => {
  test('finds what the server records', () => {
    expect(recorded.map((r) => r.action)).toEqual(
      expect.arrayContaining(['client.note.add', 'appointment.move', 'deposit.refund']),
    );
  });

  test.each(['pt-BR', 'en-GB'] as const)('%s names every recorded action and target', (locale) => {
    const i18n = createBackOfficeI18n(locale);
    const unnamed = recorded.flatMap(({ action, target }) =>
      [`audit.actions.${action}`, ...(target ? [`audit.targets.${target}`] : [])].filter(
        (key) => typeof i18n.getResource(locale, 'backOffice', key) !== 'string',
      ),
    );
    expect([...new Set(unnamed)]).toEqual([]);
  });
});
