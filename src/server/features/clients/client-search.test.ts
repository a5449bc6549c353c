import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { describe, expect, test } from '../../../../tests/support/test-app';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema/auth';
import { appointments } from '../../db/schema/booking';
import { clientDirectory, clients } from '../../db/schema/clients';
import { clientCountColumns, listClients, toClientSummary } from './clients-admin.service';

// The client search now finds its candidates through the trigram indexes of each column the
// directory reads (decision 040) and counts appointments for the page's clients only. Its answers
// are checked against the statement it replaced, on records of every kind: desk records, account
// holders with and without a profile name or phone, and erased records.

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** listClients before decision 040, as it was. */
async function referenceList(db: Db, search: string, page: number, pageSize: number, now: Date) {
  const digits = search.replace(/\D/g, '');
  const where = and(
    isNull(clientDirectory.erasedAt),
    search
      ? or(
          ilike(clientDirectory.fullName, likePattern(search)),
          ilike(clientDirectory.email, likePattern(search)),
          ilike(clientDirectory.phone, likePattern(search)),
          digits.length >= 3
            ? sql`regexp_replace(coalesce(${clientDirectory.phone}, ''), '\\D', '', 'g') like ${likePattern(digits)}`
            : undefined,
        )
      : undefined,
  );
  const [[total], found] = await Promise.all([
    db.select({ total: count() }).from(clientDirectory).where(where),
    db
      .select({
        id: clientDirectory.id,
        name: clientDirectory.fullName,
        email: clientDirectory.email,
        phone: clientDirectory.phone,
        userId: clientDirectory.userId,
        erasedAt: clientDirectory.erasedAt,
        ...clientCountColumns(now),
      })
      .from(clientDirectory)
      .leftJoin(
        appointments,
        and(eq(appointments.clientId, clientDirectory.id), isNull(appointments.heldUntil)),
      )
      .where(where)
      .groupBy(
        clientDirectory.id,
        clientDirectory.fullName,
        clientDirectory.email,
        clientDirectory.phone,
        clientDirectory.userId,
        clientDirectory.erasedAt,
      )
      .orderBy(asc(sql`lower(${clientDirectory.fullName})`), asc(clientDirectory.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { items: found.map(toClientSummary), total: total?.total ?? 0 };
}

const NAMES = [
  'Ana Sousa',
  'Anabela Costa',
  'João Silva',
  'Mary-Jane O’Neil',
  'Zoë Khan',
  'Li 100%',
];

async function directory(db: Db) {
  await db.execute(sql`delete from client_notes`);
  const made = [];
  for (let i = 0; i < 36; i++) {
    const name = `${NAMES[i % NAMES.length]} ${i}`;
    const phone =
      i % 4 === 0 ? null : `07${i % 3 === 0 ? ' ' : ''}700 900${String(i).padStart(3, '0')}`;
    if (i % 3 === 0) {
      // An account holder: the name and phone are the profile's (or the account's name when the
      // profile's is empty), the e-mail the account's; the record's own columns stay empty.
      const id = `search-${i}`;
      await db.insert(user).values({
        id,
        name: i % 2 === 0 ? name : `Account ${i}`,
        email: `holder_${i}@example.org`,
        emailVerified: true,
      });
      if (i % 9 !== 0)
        await db.insert(profiles).values({
          userId: id,
          fullName: i % 2 === 0 ? '' : name,
          phone: phone ?? '',
        });
      made.push((await db.insert(clients).values({ userId: id }).returning())[0]!);
    } else {
      made.push(
        (
          await db
            .insert(clients)
            .values({
              fullName: name,
              email: i % 5 === 0 ? null : `desk.${i}@example.org`,
              phone,
              erasedAt: i % 7 === 0 ? new Date('2026-01-01T00:00:00Z') : null,
            })
            .returning()
        )[0]!,
      );
    }
  }
  return made;
}

describe('the client search through the trigram indexes (decision 040)', () => {
  test('finds exactly the records the directory matches, with the same counts and order', async ({
    ctx,
  }) => {
    const made = await directory(ctx.db);
    const service = (await ctx.db.execute(sql`select id from services limit 1`)) as unknown as {
      rows: { id: string }[];
    };
    const professional = (await ctx.db.execute(
      sql`select id from professionals limit 1`,
    )) as unknown as { rows: { id: string }[] };
    // A few appointments, so the counts are not all zero.
    for (const [n, client] of made.slice(0, 8).entries())
      await ctx.db.insert(appointments).values({
        clientId: client.id,
        serviceId: service.rows[0]!.id,
        assignedProfessionalId: professional.rows[0]!.id,
        startsAt: new Date(Date.UTC(2031, 0, 1 + n, 10)),
        endsAt: new Date(Date.UTC(2031, 0, 1 + n, 11)),
        blockedUntil: new Date(Date.UTC(2031, 0, 1 + n, 11)),
        totalPricePence: 1000,
        status: n % 2 === 0 ? 'completed' : 'confirmed',
      });
    const now = new Date('2026-06-01T12:00:00Z');
    const terms = [
      '',
      'an',
      'Ana',
      'ana sousa',
      'ABELA',
      'joão',
      'O’Neil',
      'Mary-Jane',
      'zoë',
      '100%',
      '_',
      '\\',
      'holder_',
      'holder_12@',
      'desk.1',
      '@example.org',
      'Account 3',
      '07700',
      '7700 900',
      '900012',
      '07 700 900 003',
      '0 0 3',
      'nobody',
    ];
    for (const search of terms)
      for (const [page, pageSize] of [
        [1, 20],
        [2, 5],
      ] as const) {
        const found = await listClients(ctx.db, { search, page, pageSize }, now);
        const expected = await referenceList(ctx.db, search, page, pageSize, now);
        expect({ items: found.items, total: found.total }, `"${search}" page ${page}`).toEqual(
          expected,
        );
      }
  });
});
