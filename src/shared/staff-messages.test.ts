import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { STAFF_MESSAGES_EN, staffMessage } from './staff-messages';

/**
 * The areas whose refusals the dictionary covers so far: the server's plumbing, 'Equipe', 'Minha
 * conta', 'Catálogo', 'Configurações', 'Cursos' and 'Insights' (their routes, services and
 * schemas). A folder is listed whole, so a new message in it fails the test until it has English.
 */
const SCANNED = [
  'src/server/http',
  'src/server/features/staff',
  'src/server/features/staff-security',
  'src/server/features/catalogue',
  'src/server/features/settings',
  'src/server/features/insights',
  'src/server/features/academy/academy-admin.routes.ts',
  'src/server/features/academy/courses.service.ts',
  'src/server/domain/who-performs-what.ts',
  'src/shared/schemas/staff.ts',
  'src/shared/schemas/admin-catalogue.ts',
  'src/shared/schemas/settings.ts',
  'src/shared/schemas/academy.ts',
  'src/shared/schemas/insights.ts',
];

function sourcesOf(path: string): string[] {
  if (path.endsWith('.ts')) return [path];
  return (
    readdirSync(path, { recursive: true, encoding: 'utf8' })
      // E-mails are written whole in their reader's language (staff-emails.ts), not translated here.
      .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|emails?\.ts$/.test(file))
      .map((file) => join(path, file))
  );
}

// Portuguese: its accented letters, or words English never uses.
const PORTUGUESE =
  /[ãõçáéíóúâêô]|\b(não|Informe|Indique|Escolha|Envie|Escreva|Use|um|uma|de|do|da|para|ou)\b/;

/** What an English message never holds. */
const PORTUGUESE_ONLY = /[ãõçáéíóúâêô]|\bnão\b/;

/**
 * The Portuguese messages of a file (with `everyString`, every string it writes): every string an ApiError is given (its message, its fields'
 * values), and every sentence (ending in '.') the schemas and services write, which is how their
 * validation messages read. Strings built from parts (a template with values) are not scanned.
 */
function messagesIn(file: string, everyString = false): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const inApiError = ts.findAncestor(
        node,
        (up) => ts.isNewExpression(up) && up.expression.getText() === 'ApiError',
      );
      const sentence = /\.$/.test(node.text) && node.text.includes(' ');
      if (everyString || ((inApiError || sentence) && PORTUGUESE.test(node.text)))
        found.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('the server’s messages to the team, in English (UK)', () => {
  const messages = SCANNED.flatMap(sourcesOf).flatMap((file) =>
    messagesIn(file).map((message) => ({ file, message })),
  );

  test('the scan finds the messages it is about', () => {
    // Guards the scan itself: were it to find nothing, the next test would pass for nothing.
    expect(messages.map((m) => m.message)).toEqual(
      expect.arrayContaining([
        'Este email já faz parte da equipe.',
        'Informe o nome do serviço.',
        'Sessão não encontrada.',
      ]),
    );
  });

  test('every Portuguese message of the scanned areas has its English words', () => {
    const missing = messages.filter(({ message }) => !(message in STAFF_MESSAGES_EN));
    expect(missing).toEqual([]);
  });

  test('no English entry is empty, Portuguese, or left over from a message that is gone', () => {
    const written = new Set(SCANNED.flatMap(sourcesOf).flatMap((file) => messagesIn(file, true)));
    const entries = Object.entries(STAFF_MESSAGES_EN);
    expect(
      entries.filter(([, english]) => !english.trim() || PORTUGUESE_ONLY.test(english)),
    ).toEqual([]);
    expect(entries.map(([portuguese]) => portuguese).filter((pt) => !written.has(pt))).toEqual([]);
  });

  test('English (UK) staff get the English words; Portuguese and unknown ones stay as written', () => {
    expect(staffMessage('Sessão não encontrada.', 'en-GB')).toBe('Session not found.');
    expect(staffMessage('Sessão não encontrada.', 'pt-BR')).toBe('Sessão não encontrada.');
    expect(staffMessage('Please sign in.', 'en-GB')).toBe('Please sign in.');
  });
});
