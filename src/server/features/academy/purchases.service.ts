import { and, asc, eq, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import { courseArt, materialFileName, type MyCourse } from '@shared/academy';
import { normaliseEmail } from '@shared/email-pattern';
import type { Db } from '../../db/client';
import { courseMaterials, coursePurchases } from '../../db/schema/academy';
import { user } from '../../db/schema/auth';
import { courses } from '../../db/schema/catalogue';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../logger';
import { enqueueMail } from '../../mail/mail-queue';
import type { ProviderSession } from '../../payments/payment-provider';
import { findCourse } from './courses.service';
import { purchaseEmail } from './purchase-email';

export const paymentErrors = {
  notFound: () => new ApiError(404, 'payment_not_found', 'Pagamento não encontrado.'),
  notCompleted: () => new ApiError(409, 'payment_not_completed', 'O pagamento não foi concluído.'),
  invalid: () => new ApiError(422, 'payment_invalid', 'Não foi possível validar este pagamento.'),
};

export interface AcceptedPayment {
  purchaseId: string;
  course: { id: string; name: string };
  /** False when this payment had already been recorded (a replay, a reload, the other path). */
  created: boolean;
}

/**
 * Records a course purchase from a provider's session, only if the session is paid and is exactly
 * the checkout this server created: the signed course, buyer and amount, in pounds. The same
 * session is recorded once whoever reports it first (success page or webhook), and the buyer's
 * e-mail is queued in the same transaction as the row (decision 011).
 */
export async function acceptPayment(
  db: Db,
  session: ProviderSession | null,
  options: { publicUrl: string; log: Logger },
): Promise<AcceptedPayment> {
  if (!session) throw paymentErrors.notFound();
  if (!session.paid) throw paymentErrors.notCompleted();
  const { claims } = session;
  const refuse = (reason: string) => {
    options.log.warn(
      { provider: session.provider, sessionId: session.sessionId, reason },
      'payment refused',
    );
    return paymentErrors.invalid();
  };
  if (!claims || claims.kind !== 'course')
    throw refuse('the session carries no valid course claims');
  if (session.amountPence !== claims.amountPence) throw refuse('amount differs from the quote');
  if (session.currency?.toLowerCase() !== claims.currency || claims.currency !== 'gbp') {
    throw refuse('currency differs from the quote');
  }
  const course = await findCourse(db, claims.courseId);
  if (!course) throw refuse('unknown course');
  const email = session.email ? normaliseEmail(session.email) : '';
  if (!email) throw refuse('no buyer e-mail');

  return db.transaction(async (tx) => {
    const [account] = claims.userId
      ? await tx.select({ id: user.id }).from(user).where(eq(user.id, claims.userId))
      : [];
    const [inserted] = await tx
      .insert(coursePurchases)
      .values({
        courseId: course.id,
        userId: account?.id ?? null,
        email,
        provider: session.provider,
        providerSessionId: session.sessionId,
        amountPence: claims.amountPence,
        currency: claims.currency,
      })
      .onConflictDoNothing({
        target: [coursePurchases.provider, coursePurchases.providerSessionId],
      })
      .returning();
    if (inserted) {
      await enqueueMail(
        tx,
        purchaseEmail({
          email,
          courseName: course.name,
          amountPence: inserted.amountPence,
          purchaseDate: inserted.purchaseDate,
          reference: session.sessionId,
          hasAccount: Boolean(account),
          publicUrl: options.publicUrl,
        }),
        [inserted.id, account?.id],
      );
      return {
        purchaseId: inserted.id,
        course: { id: course.id, name: course.name },
        created: true,
      };
    }
    const [existing] = await tx
      .select({ id: coursePurchases.id, courseId: coursePurchases.courseId })
      .from(coursePurchases)
      .where(
        and(
          eq(coursePurchases.provider, session.provider),
          eq(coursePurchases.providerSessionId, session.sessionId),
        ),
      );
    return {
      purchaseId: existing!.id,
      course: { id: course.id, name: course.name },
      created: false,
    };
  });
}

export interface Buyer {
  id: string;
  email: string;
}

/**
 * Which purchases belong to the signed-in account: those tied to it, and those made with its
 * e-mail once that e-mail is confirmed (an anonymous buyer who signs up later).
 */
async function ownedBy(db: Db, buyer: Buyer): Promise<SQL> {
  const [row] = await db
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, buyer.id));
  const byAccount = eq(coursePurchases.userId, buyer.id);
  const byEmail =
    row?.verified === true
      ? sql`lower(${coursePurchases.email}) = ${normaliseEmail(row.email)}`
      : undefined;
  return and(
    eq(coursePurchases.accessGranted, true),
    byEmail ? or(byAccount, byEmail) : byAccount,
  )!;
}

export async function hasCourseAccess(db: Db, buyer: Buyer, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coursePurchases.id })
    .from(coursePurchases)
    .where(and(eq(coursePurchases.courseId, courseId), await ownedBy(db, buyer)))
    .limit(1);
  return Boolean(row);
}

export const materialUrl = (courseId: string, materialId: string) =>
  `/api/me/courses/${courseId}/materials/${materialId}`;

/** My Courses: each course once (first purchase date), newest purchase first, with materials. */
export async function listMyCourses(db: Db, buyer: Buyer): Promise<MyCourse[]> {
  const owned = await db
    .select({ courseId: coursePurchases.courseId, purchaseDate: min(coursePurchases.purchaseDate) })
    .from(coursePurchases)
    .where(await ownedBy(db, buyer))
    .groupBy(coursePurchases.courseId);
  if (owned.length === 0) return [];
  const ids = owned.map((o) => o.courseId);
  const [courseRows, materialRows] = await Promise.all([
    db.select().from(courses).where(inArray(courses.id, ids)),
    db
      .select({
        id: courseMaterials.id,
        courseId: courseMaterials.courseId,
        title: courseMaterials.title,
      })
      .from(courseMaterials)
      .where(inArray(courseMaterials.courseId, ids))
      .orderBy(asc(courseMaterials.position)),
  ]);
  const byId = new Map(courseRows.map((course) => [course.id, course]));
  return owned
    .map(({ courseId, purchaseDate }): MyCourse => {
      const course = byId.get(courseId)!;
      return {
        courseId,
        name: course.name,
        description: course.description,
        art: courseArt(course),
        purchaseDate: new Date(purchaseDate!).toISOString(),
        materials: materialRows
          .filter((m) => m.courseId === courseId)
          .map((m, index) => ({
            id: m.id,
            title: m.title,
            url: materialUrl(courseId, m.id),
            fileName: materialFileName(course.name, index + 1),
          })),
      };
    })
    .sort((a, b) => b.purchaseDate.localeCompare(a.purchaseDate));
}
