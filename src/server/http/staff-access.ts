import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Permission } from '@shared/staff-roles';

/**
 * What each /api/admin route needs (issue 31, decision 049), in one table the permission walk
 * reads too: a route without a line here is refused to every role, and fails the walk.
 * The keys are the method and the route's pattern as Hono registered it.
 */
export const ADMIN_ROUTE_RULES: Record<string, Permission> = {
  'GET /api/admin/summary': 'diary.view',
  'GET /api/admin/audit': 'audit',
  'PUT /api/admin/me/locale': 'account',

  'GET /api/admin/me/sessions': 'account',
  'POST /api/admin/me/sessions/end-others': 'account',
  'DELETE /api/admin/me/sessions/:id': 'account',
  'GET /api/admin/me/two-factor': 'account',

  'GET /api/admin/audit/actors': 'audit',

  'GET /api/admin/appointments/day': 'diary.view',
  'GET /api/admin/diary/week': 'diary.view',
  'GET /api/admin/diary/events': 'diary.view',
  'POST /api/admin/appointments/:id/status': 'appointments.own',
  'GET /api/admin/appointments/:id/client-alerts': 'appointments.own',
  'PUT /api/admin/appointments/:id/staff-note': 'appointments.own',

  'GET /api/admin/appointments': 'appointments.desk',
  'GET /api/admin/appointments/summary': 'appointments.desk',
  'GET /api/admin/appointments/availability': 'appointments.desk',
  'POST /api/admin/appointments': 'appointments.desk',
  'POST /api/admin/appointments/walk-in': 'appointments.desk',
  'POST /api/admin/appointments/:id/move': 'appointments.desk',
  'POST /api/admin/appointments/:id/deposit/refund': 'deposits',
  // The waitlist ('Lista de espera') is the desk's: filling freed times is booking work.
  'GET /api/admin/waitlist': 'appointments.desk',
  'DELETE /api/admin/waitlist/:id': 'appointments.desk',

  // Consultation and consent forms (issue 33): 'Fichas' is the owner's and manager's; whether an
  // appointment's forms are due, signed or flagged is every role's; the answers are 'clinical'.
  'GET /api/admin/clinical/forms': 'clinical.forms',
  'POST /api/admin/clinical/forms': 'clinical.forms',
  'GET /api/admin/clinical/forms/:id': 'clinical.forms',
  'PUT /api/admin/clinical/forms/:id': 'clinical.forms',
  'GET /api/admin/clinical/services/:id/forms': 'clinical.forms',
  'PUT /api/admin/clinical/services/:id/forms': 'clinical.forms',
  'GET /api/admin/clinical/day-forms': 'clinical.status',
  'GET /api/admin/clinical/appointments/:id/forms': 'clinical.status',
  'POST /api/admin/clinical/appointments/:id/forms-link': 'clinical.status',
  'GET /api/admin/clinical/clients/:id/forms': 'clinical',
  'GET /api/admin/clinical/signed-forms/:id/pdf': 'clinical',

  'GET /api/admin/clients': 'clients',
  // Patch tests and prescriber consultations (issue 33): clinical data, for those who treat or own.
  'GET /api/admin/clinical/clients/:id/safety': 'clinical',
  'POST /api/admin/clinical/clients/:id/patch-tests': 'clinical',
  'POST /api/admin/clinical/clients/:id/consultations': 'clinical',
  'GET /api/admin/clinical/services/:id/safety': 'catalogue.view',
  'PUT /api/admin/clinical/services/:id/safety': 'catalogue.edit',
  'GET /api/admin/clinical/professionals/:id/prescriber': 'catalogue.view',
  'PUT /api/admin/clinical/professionals/:id/prescriber': 'catalogue.edit',
  'GET /api/admin/clients/:id': 'clients',
  'PATCH /api/admin/clients/:id': 'clients',
  'POST /api/admin/clients/:id/notes': 'clients',
  'DELETE /api/admin/clients/:id/notes/:noteId': 'clients',
  'GET /api/admin/clients/:id/export': 'clients.privacy',
  'POST /api/admin/clients/:id/erase': 'clients.privacy',

  'GET /api/admin/messages': 'inbox',
  'POST /api/admin/messages/:id/read': 'inbox',
  'POST /api/admin/messages/:id/reply': 'inbox',
  'GET /api/admin/reviews': 'inbox',
  'POST /api/admin/reviews/:id/approve': 'inbox',
  'POST /api/admin/reviews/:id/reject': 'inbox',
  'DELETE /api/admin/reviews/:id': 'inbox',

  'GET /api/admin/services': 'catalogue.view',
  'POST /api/admin/services': 'catalogue.edit',
  'PUT /api/admin/services/:id': 'catalogue.edit',
  'POST /api/admin/services/:id/deactivate': 'catalogue.edit',
  'POST /api/admin/services/:id/reactivate': 'catalogue.edit',
  'GET /api/admin/professionals': 'catalogue.view',
  'POST /api/admin/professionals': 'catalogue.edit',
  'PUT /api/admin/professionals/:id': 'catalogue.edit',
  'POST /api/admin/professionals/:id/deactivate': 'catalogue.edit',
  'POST /api/admin/professionals/:id/reactivate': 'catalogue.edit',
  'PUT /api/admin/professionals/:id/services': 'catalogue.edit',
  'GET /api/admin/professionals/:id/schedule': 'catalogue.view',
  'PUT /api/admin/professionals/:id/schedule': 'catalogue.edit',
  'GET /api/admin/diary/closures': 'catalogue.view',
  'POST /api/admin/diary/closures': 'catalogue.edit',
  'PUT /api/admin/diary/closures/:id': 'catalogue.edit',
  'DELETE /api/admin/diary/closures/:id': 'catalogue.edit',
  'GET /api/admin/diary/time-off': 'catalogue.view',
  'POST /api/admin/diary/time-off': 'catalogue.edit',
  'PUT /api/admin/diary/time-off/:id': 'catalogue.edit',
  'DELETE /api/admin/diary/time-off/:id': 'catalogue.edit',
  'GET /api/admin/diary/bank-holidays': 'catalogue.view',
  'PUT /api/admin/diary/bank-holidays/:date': 'catalogue.edit',

  'GET /api/admin/settings': 'settings',
  'PUT /api/admin/settings': 'settings',
  'GET /api/admin/insights': 'insights',
  'GET /api/admin/insights.csv': 'insights',
  'GET /api/admin/newsletter': 'exports',
  'GET /api/admin/newsletter.csv': 'exports',

  'GET /api/admin/courses': 'courses',
  'POST /api/admin/courses': 'courses',
  'PATCH /api/admin/courses/:id': 'courses',
  'POST /api/admin/courses/:id/materials': 'courses',
  'GET /api/admin/courses/:id/materials/:materialId': 'courses',
  'DELETE /api/admin/courses/:id/materials/:materialId': 'courses',

  // The clinic's records (issue 33): the roles that treat or own; a professional only for the
  // clients of their own appointments, an erased client's only for the owner (the service's check).
  'GET /api/admin/appointments/:id/treatment-record': 'clinical',
  'PUT /api/admin/appointments/:id/treatment-record': 'clinical',
  'GET /api/admin/clients/:id/treatment-records': 'clinical',
  'POST /api/admin/treatment-records/:id/photos': 'clinical',
  'GET /api/admin/treatment-records/:id/photos/:photoId': 'clinical',
  'GET /api/admin/services/:id/aftercare': 'catalogue.view',
  'PUT /api/admin/services/:id/aftercare': 'catalogue.edit',

  'GET /api/admin/staff': 'staff',
  'POST /api/admin/staff/invitations': 'staff',
  'DELETE /api/admin/staff/invitations/:id': 'staff',
  'PATCH /api/admin/staff/:userId': 'staff',
  'POST /api/admin/staff/:userId/suspend': 'staff',
  'POST /api/admin/staff/:userId/restore': 'staff',
  'DELETE /api/admin/staff/:userId': 'staff',

  // The till's card readers (issue 34, terminal part): registered in Definições; chosen, and
  // card payments taken on them, at checkout.
  'GET /api/admin/till/readers': 'till.checkout',
  'POST /api/admin/till/readers': 'settings',
  'PATCH /api/admin/till/readers/:id': 'settings',
  'DELETE /api/admin/till/readers/:id': 'settings',
  'POST /api/admin/till/sales/:id/payments/terminal': 'till.checkout',
  'GET /api/admin/till/sales/:id/payments/:paymentId': 'till.checkout',
  'POST /api/admin/till/sales/:id/payments/:paymentId/cancel': 'till.checkout',
  'POST /api/admin/till/sales/:id/payments/:paymentId/simulate': 'till.checkout',
  // The till, products and stock (issue 34): the list is read by the catalogue and the till's
  // search; prices and details are the catalogue's edit; deliveries, counts and the stock's
  // lists are 'stock' (reception keeps the shelf).
  'GET /api/admin/till/products': 'catalogue.view',
  'POST /api/admin/till/products': 'catalogue.edit',
  'GET /api/admin/till/products/reorder': 'stock',
  'GET /api/admin/till/products/stock-warnings': 'stock',
  'GET /api/admin/till/products/:id': 'catalogue.view',
  'PUT /api/admin/till/products/:id': 'catalogue.edit',
  'PATCH /api/admin/till/products/:id': 'catalogue.edit',
  'GET /api/admin/till/products/:id/movements': 'stock',
  'POST /api/admin/till/products/:id/movements': 'stock',
  'POST /api/admin/till/products/:id/deliveries': 'stock',
  'POST /api/admin/till/products/:id/counts': 'stock',
  // The till's day's takings (issue 34, till-takings): reception closes the day; a correction of a
  // closed day is the owner's and the manager's (decision 056, addendum); commission rates are
  // settings, the report is Insights, its CSV an export.
  'GET /api/admin/till/closes/:date': 'till.close',
  'POST /api/admin/till/closes/:date': 'till.close',
  'POST /api/admin/till/closes/:date/corrections': 'till.refund',
  'GET /api/admin/insights/commission-rates': 'settings',
  'PUT /api/admin/insights/commission-rates': 'settings',
  'GET /api/admin/insights/commissions': 'insights',
  'GET /api/admin/insights/commissions.csv': 'exports',
  // The till (issue 34) — checkout: 'Cobrar' and 'Caixa' are reception's too; refunds the
  // owner's and the manager's.
  'GET /api/admin/till/sales': 'till.checkout',
  'GET /api/admin/till/sales/products': 'till.checkout',
  'POST /api/admin/till/sales': 'till.checkout',
  'GET /api/admin/till/sales/:id': 'till.checkout',
  'GET /api/admin/till/sales/:id/receipt': 'till.checkout',
  'POST /api/admin/till/sales/:id/lines': 'till.checkout',
  'PATCH /api/admin/till/sales/:id/lines/:lineId': 'till.checkout',
  'DELETE /api/admin/till/sales/:id/lines/:lineId': 'till.checkout',
  'PUT /api/admin/till/sales/:id/discount': 'till.checkout',
  'POST /api/admin/till/sales/:id/payments': 'till.checkout',
  'POST /api/admin/till/sales/:id/refunds': 'till.refund',
};

/**
 * The rule of the route this request will be answered by: 'none' when no handler matches (the
 * 404 answers), null when a handler matches but the table has no line for it.
 */
export function ruleOf(c: Context): Permission | null | 'none' {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  // Middleware is registered for ALL methods; the handler that answers has the request's own, and
  // is the first of the API's: the site's pages add a catch-all GET after the API (web.routes.ts).
  const handler = matchedRoutes(c).find(
    (route) => route.method === method && route.path.startsWith('/api/'),
  );
  if (!handler) return 'none';
  return ADMIN_ROUTE_RULES[`${method} ${handler.path}`] ?? null;
}
