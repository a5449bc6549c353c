import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../tests/support/test-app';
import { signedInClient, withCookie } from '../../tests/support/auth-helpers';
import { jsonPost } from '../../tests/support/json-request';
import { buyWithTestCheckout, seededCourse, verify } from '../../tests/support/academy-helpers';
import { courseMaterials } from './db/schema/academy';
import { professionals, services } from './db/schema/catalogue';
import { appointments } from './db/schema/booking';
import { ADMIN_ROUTE_RULES } from './http/staff-access';
import { can, STAFF_ROLES, type StaffRole } from '@shared/staff-roles';

/**
 * Who may call what (DESIGN.md, "Rules that hold everywhere"): every API route of the app is
 * listed here with its rule, and each rule is proven for an anonymous visitor, a client, another
 * client and each role of the team. A route added without a rule fails the first test, and so does
 * an /api/admin route without its line in ADMIN_ROUTE_RULES (decision 049), whose permission and
 * ROLE_PERMISSIONS say which roles the walk expects through.
 */
type Rule =
  /** Anyone, signed in or not. */
  | 'public'
  /** A signed-in account, acting on its own data only. */
  | 'signed-in'
  /** One client's resource: others get 404 as if it did not exist. */
  | 'owner'
  /**
   * The team, by the route's line in ADMIN_ROUTE_RULES: 401 anonymous, 403 clients and the roles
   * whose permissions leave it out, through for the others.
   */
  | 'staff'
  /** better-auth's own endpoints (sign-up, sign-in, verification…), public by nature. */
  | 'auth-library'
  /** Only in NODE_ENV=test: the end-to-end tests' clock. */
  | 'test-only';

interface Fixtures {
  appointmentId: string;
  /** The client's time held for a deposit, and its test checkout session. */
  depositId: string;
  depositSessionId: string;
  serviceId: string;
  courseId: string;
  materialId: string;
  /** The client's own waitlist entry. */
  waitlistEntryId: string;
  /** The client's booked visit (issue 32). */
  visitId: string;
}

interface RouteCase {
  rule: Rule;
  /** The request to send; paths with parameters name a real resource of the first client. */
  request?: (f: Fixtures) => { path: string; init?: RequestInit };
}

const json = (body: unknown, method = 'POST'): RequestInit => ({ ...jsonPost(body), method });

const ROUTES: Record<string, RouteCase> = {
  'GET /api/catalogue': { rule: 'public' },
  'GET /api/availability': {
    rule: 'public',
    request: (f) => ({ path: `/api/availability?service=${f.serviceId}&date=2026-11-25` }),
  },
  'GET /api/availability/days': {
    rule: 'public',
    request: (f) => ({ path: `/api/availability/days?service=${f.serviceId}&month=2026-11` }),
  },
  'GET /api/visit-availability': {
    rule: 'public',
    request: (f) => ({ path: `/api/visit-availability?services=${f.serviceId}&date=2026-11-25` }),
  },
  'GET /api/visit-availability/days': {
    rule: 'public',
    request: (f) => ({
      path: `/api/visit-availability/days?services=${f.serviceId}&month=2026-11`,
    }),
  },
  'GET /api/visit-availability/next': {
    rule: 'public',
    request: (f) => ({ path: `/api/visit-availability/next?services=${f.serviceId}` }),
  },
  'POST /api/visit-holds': {
    rule: 'public',
    request: (f) => ({
      path: '/api/visit-holds',
      init: jsonPost({ parts: [{ serviceId: f.serviceId }], date: '2026-11-27', time: '10:00' }),
    }),
  },
  // An unknown token: 404 for everyone, never 401 or 403.
  'GET /api/visit-holds/:token': {
    rule: 'public',
    request: () => ({ path: `/api/visit-holds/${'x'.repeat(43)}` }),
  },
  'DELETE /api/visit-holds/:token': {
    rule: 'public',
    request: () => ({ path: `/api/visit-holds/${'x'.repeat(43)}` }),
  },
  'POST /api/visit-holds/:token/book': {
    rule: 'signed-in',
    request: () => ({
      path: `/api/visit-holds/${'x'.repeat(43)}/book`,
      init: jsonPost({ phone: '07700 900123' }),
    }),
  },
  'GET /api/visits/:id/ics': {
    rule: 'owner',
    request: (f) => ({ path: `/api/visits/${f.visitId}/ics` }),
  },
  'GET /api/settings': { rule: 'public' },
  'GET /api/waitlist': { rule: 'signed-in' },
  'POST /api/waitlist': {
    rule: 'signed-in',
    request: (f) => ({
      path: '/api/waitlist',
      init: jsonPost({
        serviceId: f.serviceId,
        professionalId: null,
        fromDate: '2026-11-24',
        toDate: '2026-11-30',
        parts: ['evening'],
      }),
    }),
  },
  'DELETE /api/waitlist/:id': {
    rule: 'owner',
    request: (f) => ({ path: `/api/waitlist/${f.waitlistEntryId}`, init: { method: 'DELETE' } }),
  },
  // Offer links are public by their token: an unknown one is 404 for everyone, never 401 or 403.
  'GET /api/waitlist/offers/:token': {
    rule: 'public',
    request: () => ({ path: `/api/waitlist/offers/${'x'.repeat(43)}` }),
  },
  'POST /api/waitlist/offers/:token/claim': {
    rule: 'public',
    request: () => ({ path: `/api/waitlist/offers/${'x'.repeat(43)}/claim`, init: jsonPost({}) }),
  },
  'POST /api/waitlist/offers/:token/decline': {
    rule: 'public',
    request: () => ({
      path: `/api/waitlist/offers/${'x'.repeat(43)}/decline`,
      init: jsonPost({}),
    }),
  },
  // Consultation and consent forms (issue 33).
  'GET /api/forms/:token': {
    rule: 'public',
    request: () => ({ path: `/api/forms/${'x'.repeat(43)}` }),
  },
  'POST /api/forms/:token/forms/:formId/sign': {
    rule: 'public',
    request: () => ({
      path: `/api/forms/${'x'.repeat(43)}/forms/c1f0a000-0000-4000-8000-000000000001/sign`,
      init: jsonPost({}),
    }),
  },
  'GET /api/me/forms': { rule: 'signed-in' },
  // Another's signed form is a 404 (clinical-forms.test.ts proves it with a real one).
  'GET /api/me/forms/:id/pdf': {
    rule: 'signed-in',
    request: () => ({ path: '/api/me/forms/00000000-0000-4000-8000-000000000000/pdf' }),
  },
  'GET /api/admin/clinical/forms': { rule: 'staff' },
  'POST /api/admin/clinical/forms': {
    rule: 'staff',
    request: () => ({ path: '/api/admin/clinical/forms', init: jsonPost({}) }),
  },
  'GET /api/admin/clinical/forms/:id': {
    rule: 'staff',
    request: () => ({ path: '/api/admin/clinical/forms/c1f0a000-0000-4000-8000-000000000001' }),
  },
  'PUT /api/admin/clinical/forms/:id': {
    rule: 'staff',
    request: () => ({
      path: '/api/admin/clinical/forms/c1f0a000-0000-4000-8000-000000000001',
      init: json({}, 'PUT'),
    }),
  },
  'GET /api/admin/clinical/services/:id/forms': {
    rule: 'staff',
    request: (f) => ({ path: `/api/admin/clinical/services/${f.serviceId}/forms` }),
  },
  'PUT /api/admin/clinical/services/:id/forms': {
    rule: 'staff',
    request: (f) => ({
      path: `/api/admin/clinical/services/${f.serviceId}/forms`,
      init: json({ forms: 'none' }, 'PUT'),
    }),
  },
  'GET /api/admin/clinical/day-forms': {
    rule: 'staff',
    request: () => ({ path: '/api/admin/clinical/day-forms?date=2026-11-24' }),
  },
  'GET /api/admin/clinical/appointments/:id/forms': {
    rule: 'staff',
    request: (f) => ({ path: `/api/admin/clinical/appointments/${f.appointmentId}/forms` }),
  },
  'POST /api/admin/clinical/appointments/:id/forms-link': {
    rule: 'staff',
    request: (f) => ({
      path: `/api/admin/clinical/appointments/${f.appointmentId}/forms-link`,
      init: { method: 'POST' },
    }),
  },
  'GET /api/admin/clinical/clients/:id/forms': {
    rule: 'staff',
    request: () => ({
      path: '/api/admin/clinical/clients/00000000-0000-4000-8000-000000000000/forms',
    }),
  },
  'GET /api/admin/clinical/signed-forms/:id/pdf': {
    rule: 'staff',
    request: () => ({
      path: '/api/admin/clinical/signed-forms/00000000-0000-4000-8000-000000000000/pdf',
    }),
  },
  'GET /api/admin/waitlist': { rule: 'staff' },
  'DELETE /api/admin/waitlist/:id': {
    rule: 'staff',
    request: (f) => ({
      path: `/api/admin/waitlist/${f.waitlistEntryId}`,
      init: { method: 'DELETE' },
    }),
  },
  'GET /api/reviews': { rule: 'public' },
  // An unknown token: 404 for everyone, never 401 or 403.
  'GET /api/reviews/requests/:token': {
    rule: 'public',
    request: () => ({ path: `/api/reviews/requests/${'x'.repeat(43)}` }),
  },
  'POST /api/reviews': {
    rule: 'public',
    request: () => ({
      path: '/api/reviews',
      init: jsonPost({ userName: 'A', userEmail: 'a@example.com', rating: 5 }),
    }),
  },
  'POST /api/newsletter': {
    rule: 'public',
    request: () => ({ path: '/api/newsletter', init: jsonPost({ email: 'n@example.com' }) }),
  },
  'POST /api/newsletter/confirm': {
    rule: 'public',
    request: () => ({ path: '/api/newsletter/confirm', init: jsonPost({ token: 'x'.repeat(32) }) }),
  },
  'POST /api/newsletter/unsubscribe': {
    rule: 'public',
    request: () => ({ path: '/api/newsletter/unsubscribe', init: jsonPost({ token: 'x' }) }),
  },
  // An unknown token: 404 for everyone, never 401 or 403.
  'POST /api/rebook-reminders/unsubscribe/:token': {
    rule: 'public',
    request: () => ({
      path: `/api/rebook-reminders/unsubscribe/${'x'.repeat(43)}`,
      init: json({}),
    }),
  },
  'POST /api/contact': {
    rule: 'public',
    request: () => ({
      path: '/api/contact',
      init: jsonPost({ name: 'A', email: 'a@example.com', subject: 'Booking', message: 'Hi' }),
    }),
  },
  'GET /api/blog': { rule: 'public' },
  'GET /api/blog/:id': {
    rule: 'public',
    request: () => ({ path: '/api/blog/cuidados-pele-verao' }),
  },
  'GET /api/legal/:slug': { rule: 'public', request: () => ({ path: '/api/legal/termos-de-uso' }) },
  'GET /api/me': { rule: 'public' },
  'PUT /api/me/profile': {
    rule: 'signed-in',
    request: () => ({ path: '/api/me/profile', init: json({ fullName: 'Ana Lima' }, 'PUT') }),
  },
  'GET /api/me/data': { rule: 'signed-in' },
  'GET /api/me/sms-verification': { rule: 'signed-in' },
  // The client has no mobile number nor code: refused with 409, after the sign-in check.
  'POST /api/me/sms-verification/send': {
    rule: 'signed-in',
    request: () => ({ path: '/api/me/sms-verification/send', init: jsonPost({}) }),
  },
  'POST /api/me/sms-verification/verify': {
    rule: 'signed-in',
    request: () => ({
      path: '/api/me/sms-verification/verify',
      init: jsonPost({ code: '123456' }),
    }),
  },
  // A wrong password: the walk must not delete the client it goes on to use.
  'DELETE /api/me': {
    rule: 'signed-in',
    request: () => ({ path: '/api/me', init: json({ password: 'not-the-password' }, 'DELETE') }),
  },
  'POST /api/me/sign-out': {
    rule: 'public',
    request: () => ({ path: '/api/me/sign-out', init: jsonPost({}) }),
  },
  'GET /api/appointments': { rule: 'signed-in' },
  'POST /api/appointments': {
    rule: 'signed-in',
    request: (f) => ({
      path: '/api/appointments',
      init: jsonPost({ serviceId: f.serviceId, date: '2026-11-26', time: '11:00' }),
    }),
  },
  // Before the cancel below, which leaves the appointment nothing to move.
  'POST /api/appointments/:id/reschedule': {
    rule: 'owner',
    request: (f) => ({
      path: `/api/appointments/${f.appointmentId}/reschedule`,
      init: jsonPost({ date: '2026-11-25', time: '14:00' }),
    }),
  },
  'POST /api/appointments/:id/cancel': {
    rule: 'owner',
    request: (f) => ({ path: `/api/appointments/${f.appointmentId}/cancel`, init: jsonPost({}) }),
  },
  'POST /api/appointments/deposits/verify': {
    rule: 'signed-in',
    request: (f) => ({
      path: '/api/appointments/deposits/verify',
      init: jsonPost({ sessionId: f.depositSessionId }),
    }),
  },
  'GET /api/deposit-checkout/:id': {
    rule: 'owner',
    request: (f) => ({ path: `/api/deposit-checkout/${f.depositSessionId}` }),
  },
  'POST /api/deposit-checkout/:id/pay': {
    rule: 'owner',
    request: (f) => ({
      path: `/api/deposit-checkout/${f.depositSessionId}/pay`,
      init: jsonPost({}),
    }),
  },
  // After the payment above: the owner is told it is paid (409), others that there is no such one.
  'POST /api/deposit-checkout/:id/cancel': {
    rule: 'signed-in',
    request: (f) => ({
      path: `/api/deposit-checkout/${f.depositSessionId}/cancel`,
      init: jsonPost({}),
    }),
  },
  'POST /api/appointments/deposits/release': {
    rule: 'signed-in',
    request: (f) => ({
      path: '/api/appointments/deposits/release',
      init: jsonPost({ depositId: f.depositId }),
    }),
  },
  'GET /api/admin/appointments': { rule: 'staff' },
  'POST /api/admin/appointments/:id/deposit/refund': {
    rule: 'staff',
    request: (f) => ({
      path: `/api/admin/appointments/${f.appointmentId}/deposit/refund`,
      init: jsonPost({}),
    }),
  },
  'POST /api/admin/appointments': {
    rule: 'staff',
    request: (f) => ({
      path: '/api/admin/appointments',
      init: jsonPost({
        newClient: { name: 'Joana Prado', phone: '07700 900 461' },
        serviceId: f.serviceId,
        date: '2026-11-26',
        time: '15:00',
      }),
    }),
  },
  'POST /api/admin/appointments/walk-in': {
    rule: 'staff',
    request: (f) => ({
      path: '/api/admin/appointments/walk-in',
      init: jsonPost({ client: { name: 'Joana Prado' }, serviceId: f.serviceId }),
    }),
  },
  'GET /api/admin/appointments/summary': { rule: 'staff' },
  'GET /api/admin/appointments/availability': {
    rule: 'staff',
    request: (f) => ({
      path: `/api/admin/appointments/availability?service=${f.serviceId}&date=2026-11-26`,
    }),
  },
  'GET /api/admin/appointments/day': {
    rule: 'staff',
    request: () => ({ path: '/api/admin/appointments/day?date=2026-11-25' }),
  },
  'POST /api/admin/appointments/:id/status': {
    rule: 'staff',
    request: (f) => ({
      path: `/api/admin/appointments/${f.appointmentId}/status`,
      init: jsonPost({ status: 'confirmed' }),
    }),
  },
  'GET /api/admin/appointments/:id/client-alerts': {
    rule: 'staff',
    request: (f) => ({ path: `/api/admin/appointments/${f.appointmentId}/client-alerts` }),
  },
  'PUT /api/admin/appointments/:id/staff-note': {
    rule: 'staff',
    request: (f) => ({
      path: `/api/admin/appointments/${f.appointmentId}/staff-note`,
      init: json({ staffNote: 'Nota interna' }, 'PUT'),
    }),
  },
  'POST /api/admin/appointments/:id/move': {
    rule: 'staff',
    request: (f) => ({
      path: `/api/admin/appointments/${f.appointmentId}/move`,
      init: jsonPost({ date: '2026-11-26', time: '15:00' }),
    }),
  },
  'GET /api/admin/summary': { rule: 'staff' },
  'GET /api/admin/audit': { rule: 'staff' },
  'PUT /api/admin/me/locale': {
    rule: 'staff',
    request: () => ({ path: '/api/admin/me/locale', init: json({ locale: 'pt-BR' }, 'PUT') }),
  },
  'GET /api/admin/messages': { rule: 'staff' },
  'POST /api/admin/messages/:id/read': { rule: 'staff' },
  'POST /api/admin/messages/:id/reply': { rule: 'staff' },
  'GET /api/admin/reviews': { rule: 'staff' },
  'POST /api/admin/reviews/:id/approve': { rule: 'staff' },
  'POST /api/admin/reviews/:id/reject': { rule: 'staff' },
  'DELETE /api/admin/reviews/:id': { rule: 'staff' },
  'GET /api/admin/services': { rule: 'staff' },
  'POST /api/admin/services': { rule: 'staff' },
  'PUT /api/admin/services/:id': { rule: 'staff' },
  'POST /api/admin/services/:id/deactivate': { rule: 'staff' },
  'POST /api/admin/services/:id/reactivate': { rule: 'staff' },
  'GET /api/admin/professionals': { rule: 'staff' },
  'POST /api/admin/professionals': { rule: 'staff' },
  'PUT /api/admin/professionals/:id': { rule: 'staff' },
  'POST /api/admin/professionals/:id/deactivate': { rule: 'staff' },
  'POST /api/admin/professionals/:id/reactivate': { rule: 'staff' },
  'PUT /api/admin/professionals/:id/services': { rule: 'staff' },
  'GET /api/admin/professionals/:id/schedule': { rule: 'staff' },
  'PUT /api/admin/professionals/:id/schedule': { rule: 'staff' },
  'GET /api/admin/diary/week': { rule: 'staff' },
  'GET /api/admin/diary/events': { rule: 'staff' },
  'GET /api/admin/clients': { rule: 'staff' },
  'GET /api/admin/clients/:id/export': { rule: 'staff' },
  'POST /api/admin/clients/:id/erase': { rule: 'staff' },
  'GET /api/admin/clients/:id': { rule: 'staff' },
  'PATCH /api/admin/clients/:id': { rule: 'staff' },
  'POST /api/admin/clients/:id/notes': { rule: 'staff' },
  'DELETE /api/admin/clients/:id/notes/:noteId': { rule: 'staff' },
  'GET /api/admin/clinical/clients/:id/safety': { rule: 'staff' },
  'POST /api/admin/clinical/clients/:id/patch-tests': { rule: 'staff' },
  'POST /api/admin/clinical/clients/:id/consultations': { rule: 'staff' },
  'GET /api/admin/clinical/services/:id/safety': { rule: 'staff' },
  'PUT /api/admin/clinical/services/:id/safety': { rule: 'staff' },
  'GET /api/admin/clinical/professionals/:id/prescriber': { rule: 'staff' },
  'PUT /api/admin/clinical/professionals/:id/prescriber': { rule: 'staff' },
  'GET /api/admin/diary/closures': { rule: 'staff' },
  'POST /api/admin/diary/closures': { rule: 'staff' },
  'PUT /api/admin/diary/closures/:id': { rule: 'staff' },
  'DELETE /api/admin/diary/closures/:id': { rule: 'staff' },
  'GET /api/admin/diary/time-off': { rule: 'staff' },
  'POST /api/admin/diary/time-off': { rule: 'staff' },
  'PUT /api/admin/diary/time-off/:id': { rule: 'staff' },
  'DELETE /api/admin/diary/time-off/:id': { rule: 'staff' },
  'GET /api/admin/diary/bank-holidays': { rule: 'staff' },
  'PUT /api/admin/diary/bank-holidays/:date': {
    rule: 'staff',
    request: () => ({
      path: '/api/admin/diary/bank-holidays/2026-12-25',
      init: json({ open: true }, 'PUT'),
    }),
  },
  'GET /api/admin/settings': { rule: 'staff' },
  'PUT /api/admin/settings': { rule: 'staff' },
  'GET /api/admin/newsletter': { rule: 'staff' },
  'GET /api/admin/newsletter.csv': { rule: 'staff' },
  'GET /api/admin/insights': { rule: 'staff' },
  'GET /api/admin/insights.csv': {
    rule: 'staff',
    request: () => ({ path: '/api/admin/insights.csv?figure=receita' }),
  },
  'GET /api/admin/courses': { rule: 'staff' },
  'POST /api/admin/courses': { rule: 'staff' },
  'PATCH /api/admin/courses/:id': { rule: 'staff' },
  'POST /api/admin/courses/:id/materials': { rule: 'staff' },
  'GET /api/admin/courses/:id/materials/:materialId': {
    rule: 'staff',
    request: (f) => ({ path: `/api/admin/courses/${f.courseId}/materials/${f.materialId}` }),
  },
  'DELETE /api/admin/courses/:id/materials/:materialId': { rule: 'staff' },
  'GET /api/admin/audit/actors': { rule: 'staff' },
  'GET /api/admin/appointments/:id/treatment-record': {
    rule: 'staff',
    request: (f) => ({ path: `/api/admin/appointments/${f.appointmentId}/treatment-record` }),
  },
  'PUT /api/admin/appointments/:id/treatment-record': {
    rule: 'staff',
    request: (f) => ({
      path: `/api/admin/appointments/${f.appointmentId}/treatment-record`,
      init: json({ products: [], notes: 'Sem intercorrências' }, 'PUT'),
    }),
  },
  'GET /api/admin/clients/:id/treatment-records': { rule: 'staff' },
  'POST /api/admin/treatment-records/:id/photos': { rule: 'staff' },
  'GET /api/admin/treatment-records/:id/photos/:photoId': { rule: 'staff' },
  'GET /api/admin/services/:id/aftercare': {
    rule: 'staff',
    request: (f) => ({ path: `/api/admin/services/${f.serviceId}/aftercare` }),
  },
  'PUT /api/admin/services/:id/aftercare': {
    rule: 'staff',
    request: (f) => ({
      path: `/api/admin/services/${f.serviceId}/aftercare`,
      init: json({ text: 'Keep the area clean and dry.' }, 'PUT'),
    }),
  },
  'GET /api/admin/staff': { rule: 'staff' },
  'POST /api/admin/staff/invitations': {
    rule: 'staff',
    request: () => ({
      path: '/api/admin/staff/invitations',
      init: jsonPost({ email: 'new.member@example.com', name: 'Nova Pessoa', role: 'reception' }),
    }),
  },
  'DELETE /api/admin/staff/invitations/:id': { rule: 'staff' },
  // Unknown accounts below (the pattern itself): 404 after the rule's check, nobody changed.
  'PATCH /api/admin/staff/:userId': {
    rule: 'staff',
    request: () => ({ path: '/api/admin/staff/nobody', init: json({ role: 'manager' }, 'PATCH') }),
  },
  'POST /api/admin/staff/:userId/suspend': { rule: 'staff' },
  'POST /api/admin/staff/:userId/restore': { rule: 'staff' },
  'DELETE /api/admin/staff/:userId': { rule: 'staff' },
  // An unknown token: 404 for everyone, never 401 or 403.
  'GET /api/staff-invitations/:token': { rule: 'public' },
  'POST /api/staff-invitations/:token/accept': {
    rule: 'public',
    request: () => ({
      path: `/api/staff-invitations/${'x'.repeat(43)}/accept`,
      init: jsonPost({ name: 'A', password: 'Rosewood-Salon-42' }),
    }),
  },
  'GET /api/courses': { rule: 'public' },
  'GET /api/booking-safety': { rule: 'public' },
  'POST /api/courses/checkout': {
    rule: 'public',
    request: (f) => ({ path: '/api/courses/checkout', init: jsonPost({ courseId: f.courseId }) }),
  },
  'POST /api/courses/verify': {
    rule: 'public',
    request: () => ({ path: '/api/courses/verify', init: jsonPost({ sessionId: 'cs_unknown' }) }),
  },
  'GET /api/test-checkout/:id': { rule: 'public' },
  'POST /api/test-checkout/:id/pay': { rule: 'public' },
  'POST /api/test-checkout/:id/cancel': { rule: 'public' },
  // Refused without Stripe's signature, whoever calls (stripe-payments.test.ts).
  'POST /api/payments/stripe/webhook': { rule: 'public' },
  'GET /api/me/courses': { rule: 'signed-in' },
  'GET /api/me/courses/:courseId/materials/:materialId': {
    rule: 'owner',
    request: (f) => ({ path: `/api/me/courses/${f.courseId}/materials/${f.materialId}` }),
  },
  'GET /api/admin/me/sessions': { rule: 'staff' },
  'POST /api/admin/me/sessions/end-others': {
    rule: 'staff',
    request: () => ({ path: '/api/admin/me/sessions/end-others', init: jsonPost({}) }),
  },
  'DELETE /api/admin/me/sessions/:id': {
    rule: 'staff',
    request: () => ({ path: '/api/admin/me/sessions/no-such-session' }),
  },
  'GET /api/admin/me/two-factor': { rule: 'staff' },
  'POST /api/auth/sign-up/email': { rule: 'auth-library' },
  'POST /api/auth/send-verification-email': { rule: 'auth-library' },
  'POST /api/auth/sign-in/magic-link': { rule: 'auth-library' },
  'POST /api/auth/email-otp/send-verification-otp': { rule: 'auth-library' },
  'POST /api/auth/sign-in/email-otp': { rule: 'auth-library' },
  'POST /api/auth/request-password-reset': { rule: 'auth-library' },
  'POST /api/auth/reset-password': { rule: 'auth-library' },
  'POST /api/auth/sign-in/email': { rule: 'auth-library' },
  'POST /api/auth/change-password': { rule: 'auth-library' },
  'POST /api/auth/sign-out': { rule: 'auth-library' },
  'GET /api/auth/get-session': { rule: 'auth-library' },
  'GET /api/auth/verify-email': { rule: 'auth-library' },
  'GET /api/auth/magic-link/verify': { rule: 'auth-library' },
  'GET /api/auth/reset-password/:token': { rule: 'auth-library' },
  'GET /api/auth/error': { rule: 'auth-library' },
  'POST /api/auth/two-factor/enable': { rule: 'auth-library' },
  'POST /api/auth/two-factor/disable': { rule: 'auth-library' },
  'POST /api/auth/two-factor/generate-backup-codes': { rule: 'auth-library' },
  'POST /api/auth/two-factor/verify-totp': { rule: 'auth-library' },
  'POST /api/auth/two-factor/verify-backup-code': { rule: 'auth-library' },
  'POST /api/test/clock': { rule: 'test-only' },

  // The till's card readers (issue 34, terminal part). Unknown ids (the pattern itself) and empty
  // bodies below: 400 or 404 after the rule's check, nothing changed.
  'GET /api/admin/till/readers': { rule: 'staff' },
  'POST /api/admin/till/readers': { rule: 'staff' },
  'PATCH /api/admin/till/readers/:id': { rule: 'staff' },
  'DELETE /api/admin/till/readers/:id': { rule: 'staff' },
  'POST /api/admin/till/sales/:id/payments/terminal': { rule: 'staff' },
  'GET /api/admin/till/sales/:id/payments/:paymentId': { rule: 'staff' },
  'POST /api/admin/till/sales/:id/payments/:paymentId/cancel': { rule: 'staff' },
  'POST /api/admin/till/sales/:id/payments/:paymentId/simulate': { rule: 'staff' },
  // The till, products and stock (issue 34). Paths as patterns: ':id' names no product, a 404
  // after the rule's check; bodies absent, a 400 after it.
  'GET /api/admin/till/products': { rule: 'staff' },
  'POST /api/admin/till/products': { rule: 'staff' },
  'GET /api/admin/till/products/reorder': { rule: 'staff' },
  'GET /api/admin/till/products/stock-warnings': { rule: 'staff' },
  'GET /api/admin/till/products/:id': { rule: 'staff' },
  'PUT /api/admin/till/products/:id': { rule: 'staff' },
  'PATCH /api/admin/till/products/:id': { rule: 'staff' },
  'GET /api/admin/till/products/:id/movements': { rule: 'staff' },
  'POST /api/admin/till/products/:id/movements': { rule: 'staff' },
  'POST /api/admin/till/products/:id/deliveries': { rule: 'staff' },
  'POST /api/admin/till/products/:id/counts': { rule: 'staff' },
  // The till's day's takings (issue 34, till-takings).
  'GET /api/admin/till/closes/:date': {
    rule: 'staff',
    request: () => ({ path: '/api/admin/till/closes/2026-11-20' }),
  },
  'POST /api/admin/till/closes/:date': {
    rule: 'staff',
    request: () => ({
      path: '/api/admin/till/closes/2026-11-20',
      init: jsonPost({ countedCashPence: 0, note: '' }),
    }),
  },
  'POST /api/admin/till/closes/:date/corrections': {
    rule: 'staff',
    request: () => ({
      path: '/api/admin/till/closes/2026-11-20/corrections',
      init: jsonPost({ countedCashPence: 0, note: 'Recontagem' }),
    }),
  },
  'GET /api/admin/insights/commission-rates': { rule: 'staff' },
  'PUT /api/admin/insights/commission-rates': {
    rule: 'staff',
    request: () => ({
      path: '/api/admin/insights/commission-rates',
      init: json({ rates: [{ scope: 'cabelo', rateBp: 1000 }] }, 'PUT'),
    }),
  },
  'GET /api/admin/insights/commissions': { rule: 'staff' },
  'GET /api/admin/insights/commissions.csv': { rule: 'staff' },
  // The till (issue 34) — checkout. Unknown sales below (the pattern itself): 404 after the rule.
  'GET /api/admin/till/sales': { rule: 'staff' },
  'GET /api/admin/till/sales/products': { rule: 'staff' },
  'POST /api/admin/till/sales': {
    rule: 'staff',
    request: () => ({ path: '/api/admin/till/sales', init: jsonPost({}) }),
  },
  'GET /api/admin/till/sales/:id': { rule: 'staff' },
  'GET /api/admin/till/sales/:id/receipt': { rule: 'staff' },
  'POST /api/admin/till/sales/:id/lines': { rule: 'staff' },
  'PATCH /api/admin/till/sales/:id/lines/:lineId': { rule: 'staff' },
  'DELETE /api/admin/till/sales/:id/lines/:lineId': { rule: 'staff' },
  'PUT /api/admin/till/sales/:id/discount': { rule: 'staff' },
  'POST /api/admin/till/sales/:id/payments': { rule: 'staff' },
  'POST /api/admin/till/sales/:id/refunds': { rule: 'staff' },
};

/** The app's own API routes, as Hono registered them (middleware-only entries left out). */
function apiRoutes(ctx: TestContext): string[] {
  return [
    ...new Set(
      ctx.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ];
}

async function setUp(ctx: TestContext) {
  ctx.clock.advance(new Date('2026-11-23T08:00:00Z').getTime() - ctx.clock.now().getTime());
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const [client, other, owner, manager, reception] = await Promise.all([
    signedInClient(ctx, 'client@example.com'),
    signedInClient(ctx, 'other@example.com'),
    ...(['owner', 'manager', 'reception'] as const).map((role) =>
      signedInClient(ctx, `${role}@example.com`, { role }),
    ),
  ]);
  const booked = await ctx.request(
    '/api/appointments',
    withCookie(client, jsonPost({ serviceId: service!.id, date: '2026-11-25', time: '10:00' })),
  );
  const { appointment } = (await booked.json()) as { appointment: { id: string } };
  // The client holds a visit's time before signing in, then books it.
  const hold = await ctx.request(
    '/api/visit-holds',
    jsonPost({ parts: [{ serviceId: service!.id }], date: '2026-11-25', time: '15:00' }),
  );
  const { token } = (await hold.json()) as { token: string };
  const visitBooked = await ctx.request(
    `/api/visit-holds/${token}/book`,
    withCookie(client, jsonPost({ phone: '07700 900123' })),
  );
  expect(visitBooked.status, await visitBooked.clone().text()).toBe(201);
  const { visit } = (await visitBooked.json()) as { visit: { id: string } };
  // The client holds a time for a deposit, through the test checkout.
  const [withDeposit] = await ctx.db
    .select()
    .from(services)
    .where(and(eq(services.depositKind, 'percent'), eq(services.bookable, true)))
    .orderBy(services.durationMinutes);
  const held = await ctx.request(
    '/api/appointments',
    withCookie(client, jsonPost({ serviceId: withDeposit!.id, date: '2026-11-26', time: '10:00' })),
  );
  expect(held.status, await held.clone().text()).toBe(202);
  const { checkout } = (await held.json()) as {
    checkout: { checkoutUrl: string; depositId: string };
  };
  // The client bought a course: its material is theirs alone.
  const course = await seededCourse(ctx, 'cabelo');
  await verify(ctx, await buyWithTestCheckout(ctx, course.id, 'client@example.com', client));
  const [material] = await ctx.db
    .select()
    .from(courseMaterials)
    .where(eq(courseMaterials.courseId, course.id));
  const joined = await ctx.request(
    '/api/waitlist',
    withCookie(
      client,
      jsonPost({
        serviceId: service!.id,
        professionalId: null,
        fromDate: '2026-11-24',
        toDate: '2026-11-30',
        parts: ['morning'],
      }),
    ),
  );
  expect(joined.status, await joined.clone().text()).toBe(201);
  const { entry } = (await joined.json()) as { entry: { id: string } };
  const fixtures: Fixtures = {
    appointmentId: appointment.id,
    depositId: checkout.depositId,
    depositSessionId: checkout.checkoutUrl.split('/').at(-1)!,
    serviceId: service!.id,
    courseId: course.id,
    materialId: material!.id,
    waitlistEntryId: entry.id,
    visitId: visit.id,
  };
  // The professional of the team is someone in the catalogue the client's appointment does not go
  // to: their calls on it are 404s (the scope's), never 403s.
  const [someoneElse] = await ctx.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(appointments, eq(appointments.id, appointment.id))
    .where(ne(professionals.id, appointments.assignedProfessionalId))
    .limit(1);
  const professional = await signedInClient(ctx, 'professional@example.com', {
    role: 'professional',
    professionalId: someoneElse!.id,
  });
  const staff: Record<StaffRole, string> = {
    owner: owner!,
    manager: manager!,
    reception: reception!,
    professional,
  };
  return { client, other, staff, admin: staff.owner, fixtures };
}

/** Answers that hold one person's data or the back office's: no cache may keep them. */
const isPrivate = (path: string) => /^\/api\/(admin|me)([/.?]|$)/.test(path);

describe('permissions of every API route', () => {
  test('every route the app serves has a rule here, and every rule names a real route', ({
    ctx,
  }) => {
    const served = apiRoutes(ctx);
    expect(served.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !served.includes(route))).toEqual([]);
  });

  test("every /api/admin route has its line in the team's table, and only they do", ({ ctx }) => {
    const admin = apiRoutes(ctx).filter((route) => route.split(' ')[1]!.startsWith('/api/admin'));
    expect(admin.filter((route) => !(route in ADMIN_ROUTE_RULES))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_RULES).filter((route) => !admin.includes(route))).toEqual([]);
    const staffRoutes = Object.entries(ROUTES).filter(([, { rule }]) => rule === 'staff');
    expect(staffRoutes.map(([route]) => route).sort()).toEqual(admin.sort());
  });

  test('each caller gets only what its rule allows', async ({ ctx }) => {
    const { client, other, staff, admin, fixtures } = await setUp(ctx);
    const call = async (key: string, cookie?: string) => {
      const [method, pattern] = key.split(' ') as [string, string];
      const { path, init = {} } = ROUTES[key]!.request?.(fixtures) ?? { path: pattern };
      const withMethod = { ...init, method: init.method ?? method };
      const res = await ctx.request(path, cookie ? withCookie(cookie, withMethod) : withMethod);
      if (isPrivate(path)) {
        expect(
          res.headers.get('cache-control') ?? 'none',
          `${key} ${res.status} Cache-Control`,
        ).toMatch(/\bno-store\b/);
      }
      return res;
    };
    for (const [key, { rule }] of Object.entries(ROUTES)) {
      if (rule === 'auth-library' || rule === 'test-only') continue;
      const anonymous = (await call(key)).status;
      if (rule === 'public') {
        expect([401, 403], `${key} anonymous`).not.toContain(anonymous);
        continue;
      }
      expect(anonymous, `${key} anonymous`).toBe(401);
      if (rule === 'staff') {
        expect((await call(key, client)).status, `${key} client`).toBe(403);
        const permission = ADMIN_ROUTE_RULES[key]!;
        // The roles refused first: their calls change nothing the allowed ones then meet.
        const roles = [...STAFF_ROLES].sort((a, b) => +can(a, permission) - +can(b, permission));
        for (const role of roles) {
          const status = (await call(key, staff[role])).status;
          if (can(role, permission))
            expect([401, 403], `${key} ${role} (${permission})`).not.toContain(status);
          else expect(status, `${key} ${role} (no ${permission})`).toBe(403);
        }
      }
      if (rule === 'signed-in') {
        expect([401, 403], `${key} client`).not.toContain((await call(key, client)).status);
      }
      if (rule === 'owner') {
        expect([403, 404], `${key} other client`).toContain((await call(key, other)).status);
        expect([403, 404], `${key} admin as a client`).toContain((await call(key, admin)).status);
        expect((await call(key, client)).status, `${key} owner`).toBeLessThan(300);
      }
    }
  });

  test('private answers are never cached, whatever their status', async ({ ctx }) => {
    const { client, admin } = await setUp(ctx);
    const cases: [string, string | undefined, number][] = [
      ['/api/admin/no-such-thing', admin, 404],
      ['/api/admin/no-such-thing', client, 403],
      ['/api/admin/no-such-thing', undefined, 401],
      ['/api/me/no-such-thing', client, 404],
      ['/api/me', undefined, 200],
      ['/api/me', client, 200],
      ['/api/admin/summary', admin, 200],
      ['/api/admin/newsletter.csv', admin, 200],
    ];
    for (const [path, cookie, status] of cases) {
      const res = await ctx.request(path, cookie ? withCookie(cookie, {}) : {});
      expect(res.status, path).toBe(status);
      expect(res.headers.get('cache-control') ?? 'none', `${path} ${status}`).toMatch(
        /\bno-store\b/,
      );
    }
  });
});
