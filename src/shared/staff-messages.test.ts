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
  'src/server/features/clinical/forms',
  'src/server/features/staff-security',
  'src/server/features/catalogue',
  'src/server/features/settings',
  'src/server/features/insights',
  'src/server/features/academy/academy-admin.routes.ts',
  'src/server/features/academy/courses.service.ts',
  'src/server/domain/who-performs-what.ts',
  'src/shared/schemas/staff.ts',
  'src/shared/clinical-forms.ts',
  'src/shared/schemas/admin-catalogue.ts',
  'src/shared/schemas/settings.ts',
  'src/shared/schemas/academy.ts',
  'src/shared/schemas/insights.ts',
  // Agendamentos, the diary, the moves, deposits, the waitlist; Clientes; Reviews; Mensagens;
  // Newsletter (issue 31, part 3).
  'src/server/features/booking/core/day-queue.ts',
  'src/server/features/booking/core/staff-scope.ts',
  'src/server/features/booking/desk',
  'src/server/features/booking/diary',
  'src/server/features/booking/moves',
  'src/server/features/booking/deposits',
  'src/server/features/booking/waitlist',
  'src/server/features/clients',
  'src/server/features/reviews/reviews-admin.routes.ts',
  'src/server/features/reviews/reviews-admin.service.ts',
  'src/server/features/contact/contact-admin.routes.ts',
  'src/server/features/contact/contact-admin.service.ts',
  'src/server/features/newsletter/newsletter-admin.routes.ts',
  'src/server/features/newsletter/newsletter-admin.service.ts',
  'src/shared/booking.ts',
  'src/shared/cancellation.ts',
  'src/shared/start-times.ts',
  'src/shared/schemas/admin-audit.ts',
  'src/shared/schemas/admin-diary.ts',
  'src/shared/schemas/admin-messages.ts',
  'src/shared/schemas/admin-newsletter.ts',
  'src/shared/schemas/admin-pagination.ts',
  'src/shared/schemas/admin-reviews.ts',
  'src/shared/schemas/booking.ts',
  'src/shared/schemas/clients.ts',
  'src/shared/schemas/desk-booking.ts',
  'src/shared/schemas/privacy.ts',
  'src/server/auth/auth.routes.ts',
  // The clinic's records (issue 33): treatment records, aftercare, retention.
  'src/server/features/clinical/clinical-access.ts',
  'src/server/features/clinical/treatment-records',
  'src/server/features/clinical/retention',
  'src/shared/clinical-treatment-records.ts',
  'src/shared/clinical-safety.ts',
  'src/server/features/clinical/booking-safety.ts',
  'src/server/features/clinical/client-in-reach.ts',
  'src/server/features/clinical/clinical-safety.routes.ts',
  'src/server/features/clinical/patch-tests',
  'src/server/features/clinical/prescribing',
  // The till's card readers (issue 34, terminal part).
  'src/server/features/till/terminal',
  'src/shared/till-terminal.ts',
  // The till, products and stock (issue 34).
  'src/server/features/till/products',
  'src/shared/schemas/till-products.ts',
  // The till's day's takings (issue 34, till-takings).
  'src/server/features/till/takings',
  'src/shared/till-takings.ts',
  // The till (issue 34) — checkout: sales, payments, refunds.
  'src/server/features/till/sales',
  'src/server/features/till/payments',
  'src/shared/schemas/till-sales.ts',
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
 * A template with values as the dictionary writes it: `{}` for each value (staff-messages.ts).
 * Plain strings are their own text.
 */
function shapeOf(
  node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression,
) {
  if (!ts.isTemplateExpression(node)) return node.text;
  return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
}

/**
 * The Portuguese messages of a file (with `everyString`, every string it writes): every string an
 * ApiError is given (its message, its fields' values), and every sentence (ending in '.') the
 * schemas and services write, which is how their validation messages read; a message built from
 * parts as its template.
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
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const text = shapeOf(node);
      const inApiError = ts.findAncestor(
        node,
        (up) => ts.isNewExpression(up) && up.expression.getText() === 'ApiError',
      );
      const sentence = /\.$/.test(text) && text.includes(' ');
      if (everyString || ((inApiError || sentence) && PORTUGUESE.test(text))) found.push(text);
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

  test('a message built from parts is read back from its template, its words translated too', () => {
    expect(staffMessage('A página deve ser um número entre 1 e 10000.', 'en-GB')).toBe(
      'The page must be a number between 1 and 10000.',
    );
    // The status words, lower case inside the sentence, come from the capitalised entries.
    expect(staffMessage('Um agendamento concluído não pode passar a pendente.', 'en-GB')).toBe(
      'A completed appointment cannot become pending.',
    );
    // A value that is itself built from parts: 'Semana 2, Terça'.
    expect(
      staffMessage('Semana 2, Terça: o fim (09:00) deve ser depois do início (10:00).', 'en-GB'),
    ).toBe('Week 2, Tuesday: the end (09:00) must be after the start (10:00).');
    expect(staffMessage('O salão está fechado nesta data (Natal).', 'en-GB')).toBe(
      'The salon is closed on this date (Natal).',
    );
    // The template with the most words of its own wins over a wider one.
    expect(staffMessage('A resposta pode ter no máximo 5000 caracteres.', 'en-GB')).toBe(
      'The reply can be at most 5000 characters.',
    );
    expect(staffMessage('O nome do salão pode ter no máximo 80 caracteres.', 'en-GB')).toBe(
      'The salon’s name can be at most 80 characters.',
    );
    expect(staffMessage('Um período pode ter no máximo 62 dias.', 'pt-BR')).toBe(
      'Um período pode ter no máximo 62 dias.',
    );
  });

  test('a template’s English has a place for each of its values', () => {
    const places = (text: string) => text.split('{}').length - 1;
    expect(
      Object.entries(STAFF_MESSAGES_EN).filter(([pt, en]) => places(pt) !== places(en)),
    ).toEqual([]);
  });
});
