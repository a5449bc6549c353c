import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import type { Database } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { clients } from '../../../db/schema/clients';
import { clinicalFormSubmissions } from '../../../db/schema/clinical-forms';
import { ApiError } from '../../../http/errors';
import { createFormLink, fillPage, signForm } from './form-links.service';

// Two tabs (or a double tap) signing one due form commit for real, each in its own transaction,
// on a database of their own: on PostgreSQL (TEST_DATABASE_URL) on separate pooled connections,
// truly at once; PGlite runs them one at a time. Exactly one signature is kept (issue 33).
const HOW = inject('postgres')
  ? 'on PostgreSQL, truly at the same time'
  : 'on PGlite, which runs them one at a time';

const NOW = new Date('2026-11-23T08:00:00Z');
const STARTS = new Date('2026-11-25T10:00:00Z');
const RACERS = 12;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let database: Database;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  database = isolated.database;
}, 60_000);

afterAll(async () => {
  await isolated?.dispose();
});

describe(`signing one form from many tabs at once, ${HOW}`, () => {
  test('keeps one signature; every other attempt is told it is already signed', async () => {
    const { db } = database;
    const { service, team } = await serviceAndTeam(db, 'lash-lift-tint');
    const [client] = await db
      .insert(clients)
      .values({ fullName: 'Clara Jones', email: 'clara@example.com' })
      .returning({ id: clients.id });
    const endsAt = new Date(STARTS.getTime() + service.durationMinutes * 60_000);
    const [appointment] = await db
      .insert(appointments)
      .values({
        clientId: client!.id,
        serviceId: service.id,
        professionalId: team[0]!.id,
        assignedProfessionalId: team[0]!.id,
        startsAt: STARTS,
        endsAt,
        blockedUntil: endsAt,
        totalPricePence: service.pricePence,
        status: 'confirmed',
      })
      .returning({ id: appointments.id });
    const { token } = await createFormLink(
      db,
      { id: appointment!.id, clientId: client!.id, endsAt },
      'email',
      NOW,
    );
    const page = await fillPage(db, token, NOW);
    const due = page.forms.find((f) => f.status === 'due')!;
    expect(due).toBeDefined();
    // The colour and lash consent's answers, as clinical-forms.test.ts signs it.
    const answers = {
      'patch-test': { value: true },
      'previous-reaction': { value: false },
      eyes: { value: false },
      'reaction-advice': { value: true },
      consent: { value: true },
    };

    const outcomes = await Promise.allSettled(
      Array.from({ length: RACERS }, () =>
        signForm(
          db,
          token,
          due.formId,
          { versionId: due.versionId, answers, typedName: 'Clara Jones', signature: PNG },
          { now: NOW, ipAddress: '203.0.113.9' },
        ),
      ),
    );
    const signed = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter(
      (o) =>
        o.status === 'rejected' &&
        o.reason instanceof ApiError &&
        o.reason.code === 'form_already_signed',
    );
    const other = outcomes.filter((o) => o.status === 'rejected' && !refused.includes(o));
    expect(other).toEqual([]);
    expect([signed.length, refused.length]).toEqual([1, RACERS - 1]);
    const rows = await db
      .select({ id: clinicalFormSubmissions.id })
      .from(clinicalFormSubmissions)
      .where(eq(clinicalFormSubmissions.appointmentId, appointment!.id));
    expect(rows).toHaveLength(1);
  });
});
