import { Hono } from 'hono';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import { type Clock, createClock } from './auth/clock';
import { currentUser } from './auth/current-user';
import type { Config } from './config';
import type { Database } from './db/client';
import {
  academyAdminRoutes,
  materialUploadBodyLimit,
} from './features/academy/academy-admin.routes';
import { coursesRoutes } from './features/academy/courses.routes';
import { myCoursesRoutes } from './features/academy/my-courses.routes';
import { testCheckoutRoutes } from './features/academy/test-checkout.routes';
import { acceptPayment } from './features/academy/purchases.service';
import { acceptDeposit } from './features/booking/deposits/deposit-payments.service';
import {
  depositRoutes,
  depositTestCheckoutRoutes,
} from './features/booking/deposits/deposits.routes';
import { availabilityRoutes } from './features/booking/online/availability.routes';
import { bookingAdminRoutes } from './features/booking/desk/booking-admin.routes';
import { diaryAdminRoutes } from './features/booking/diary/diary-admin.routes';
import { diaryEventsRoutes } from './features/booking/diary/diary-events.routes';
import { professionalDiaryRoutes } from './features/booking/diary/professional-diary.routes';
import { bookingRoutes } from './features/booking/online/booking.routes';
import { waitlistAdminRoutes, waitlistRoutes } from './features/booking/waitlist/waitlist.routes';
import {
  visitAvailabilityRoutes,
  visitHoldRoutes,
  visitRoutes,
} from './features/booking/visits/visit.routes';
import { DayQueue } from './features/booking/core/day-queue';
import {
  professionalsAdminRoutes,
  servicesAdminRoutes,
} from './features/catalogue/catalogue-admin.routes';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { adminRightsRoutes } from './features/admin-rights/admin-rights.routes';
import { staffAccountRoutes } from './features/auth/staff-account.routes';
import { meRoutes } from './features/auth/me.routes';
import {
  staffSessionsRoutes,
  staffTwoFactorRoutes,
} from './features/staff-security/staff-security.routes';
import { smsVerificationRoutes } from './features/auth/sms-verification.routes';
import {
  insightsAdminRoutes,
  insightsExportRoutes,
} from './features/insights/insights-admin.routes';
// The till's day's takings (issue 34, till-takings).
import { takingsRoutes } from './features/till/takings/takings.routes';
import {
  bookingSafetyRoutes,
  clinicalSafetyAdminRoutes,
} from './features/clinical/clinical-safety.routes';
import { clientsAdminRoutes } from './features/clients/clients-admin.routes';
import {
  treatmentPhotoBodyLimit,
  treatmentRecordsRoutes,
} from './features/clinical/treatment-records/treatment-records.routes';
import {
  formLinkRoutes,
  formsAdminRoutes,
  myFormsRoutes,
} from './features/clinical/forms/forms.routes';
import { privacyAdminRoutes } from './features/clients/privacy-admin.routes';
import { privacyRoutes } from './features/clients/privacy.routes';
import type { ErasureWiring } from './features/clients/privacy-erasure.service';
import { cancelForErasure } from './features/booking/erasure/erasure-cancellations.service';
import { contactAdminRoutes } from './features/contact/contact-admin.routes';
import { countUnreadMessages } from './features/contact/contact-admin.service';
import { contactRoutes } from './features/contact/contact.routes';
import {
  newsletterAdminRoutes,
  newsletterExportRoutes,
} from './features/newsletter/newsletter-admin.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { reviewsAdminRoutes } from './features/reviews/reviews-admin.routes';
import { countPendingReviews } from './features/reviews/reviews-admin.service';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { rebookReminderRoutes } from './features/booking/reminders/rebook-reminders.routes';
import { settingsAdminRoutes } from './features/settings/settings-admin.routes';
import { staffAdminRoutes } from './features/staff/staff-admin.routes';
import { staffInvitationRoutes } from './features/staff/staff-invitations.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { tillSalesRoutes } from './features/till/sales/sales.routes';
import type { SiteContent } from './features/site/content.service';
import { siteRoutes } from './features/site/site.routes';
import type { AppContext } from './http/app-context';
import type { AppEnv } from './http/app-env';
import { apiBodyLimit } from './http/body-limit';
import { resolveClientAddress, proxyHopsOf } from './http/client-address';
import { requireCliToken } from './http/cli-token';
import { ApiError, errorBody, handleError } from './http/errors';
import { databaseAnswers, HEALTH_CHECK_MS } from './http/health-check';
import { type Identify, requireStaff } from './http/guards';
import { refuseNulCharacters } from './http/json-body';
import type { LiveFeed } from './http/live-feed';
import type { MemoryAnswers } from './http/memory-answers';
import { noStore } from './http/no-store';
import { requestLog } from './http/request-log';
import { sameOriginWrites } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import type { Logger } from './logger';
import type { Runner } from './jobs/job-runner';
import { createPaymentProvider } from './payments/create-payment-provider';
import { stripeWebhookRoutes } from './payments/stripe-webhook.routes';
// The till's card readers (issue 34, terminal part).
import { tillTerminalRoutes } from './features/till/terminal/terminal.routes';
import { handleTerminalEvent } from './features/till/terminal/terminal-webhook';
import { createTerminalProvider } from './features/till/terminal/terminal-provider';
import type { PageRenderer } from '@shared/page-renderer';
import type { ChunkLookup } from './web/chunk-manifest';
import type { StaticFile } from './web/static-files';
import { seoRoutes } from './web/seo.routes';
import { webRoutes } from './web/web.routes';
// The till (issue 34): products and stock.
import { tillProductsRoutes } from './features/till/products/products.routes';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  content: SiteContent;
  /** The time the lockout, booking and rate limits read; tests move it forward. */
  clock?: Clock;
  /** Sends queued e-mail; absent in API tests, which run the queue themselves. */
  mail?: Runner;
  /** Runs the scheduled jobs; absent in API tests, which run the jobs themselves. */
  jobs?: Runner;
  /** The secret in the data folder's lock file, which the admin CLI sends to change rights. */
  cliToken?: string;
  /** The built client; absent in API tests and under `npm run dev` (Vite serves it then). */
  staticFiles?: Map<string, StaticFile>;
  /** Renders public pages on the server (the client's server build); absent without a build. */
  pageRenderer?: PageRenderer;
  /** The client build's chunks per source module, for the preloads of rendered pages. */
  chunks?: ChunkLookup;
  /**
   * Public answers kept in memory while their data is unchanged (decision 031); absent in API
   * tests, whose writes are rolled back unannounced: every request then reads the database.
   */
  answers?: MemoryAnswers;
  /**
   * The data changes fanned out to the live diary's streams (decision 047); absent in API tests
   * that do not listen: the stream then answers 503.
   */
  live?: LiveFeed;
  /** True once the instance is stopping: /healthz then answers 503 (decision 041). */
  draining?: () => boolean;
}

/** The JSON API. Its type is what the client's `hc<AppType>` is checked against. */
export function createApi(deps: AppDeps & { clock: Clock }) {
  const db = deps.database.db;
  const { publicUrl, salonNotifyEmail } = deps.config;
  // Whether forwarded headers are believed at all; how many proxies is resolveClientAddress's.
  const trustProxy = proxyHopsOf(deps.config.trustProxy) > 0;
  const onMailQueued = () => deps.mail?.kick();
  const clock = deps.clock;
  const auth = createAuth({ db, config: deps.config, onMailQueued, clock });
  const identify: Identify = (c) => currentUser(auth, c);
  const payments = createPaymentProvider(deps.config, db, clock);
  // The till's card readers: Stripe Terminal with a key, the simulated reader without (issue 34).
  const terminal = createTerminalProvider(deps.config, payments);
  // One per app: the bound keeps one day's bookings from holding every pooled connection
  // (decision 038). The embedded database has no pool: one connection, which takes turns anyway.
  const dayQueue = new DayQueue(
    deps.database.kind === 'postgres' ? deps.config.bookingDayQueue : Infinity,
  );
  const { answers } = deps;
  const app: AppContext = {
    db,
    clock,
    auth,
    identify,
    publicUrl,
    trustProxy,
    notifyEmail: salonNotifyEmail,
    secret: deps.config.authSecret,
    payments,
    smsAvailable: Boolean(deps.config.twilio),
    onMailQueued,
    // The code's text goes out with the scheduled jobs' SMS sender, at once.
    onSmsQueued: () => deps.jobs?.kick(),
    answers,
    live: deps.live,
  };
  // An erasure (clients) frees the client's appointments as booking cancels them.
  const erasure: ErasureWiring = {
    cancelAppointments: (tx, clientId, actor, context) =>
      cancelForErasure(tx, clientId, actor, {
        ...context,
        payments,
        notifyEmail: salonNotifyEmail,
      }),
  };
  const api = new Hono<AppEnv>()
    .use(sameOriginWrites({ publicUrl, trustProxy }))
    // 64 KB for every request (webhooks included), except the uploads of a course's PDF and of a
    // treatment's photo.
    .use(apiBodyLimit(64 * 1024, [materialUploadBodyLimit, treatmentPhotoBodyLimit]))
    .use(refuseNulCharacters())
    // Every back-office route is behind the server-side check of its rule, by construction.
    .use('/admin/*', requireStaff(identify))
    .route('/admin/appointments', bookingAdminRoutes(app, { dayQueue }))
    .route('/admin/diary/events', diaryEventsRoutes(app))
    .route('/admin/diary', diaryAdminRoutes(app))
    .route('/admin/clients', clientsAdminRoutes(app))
    .route('/admin/clinical', clinicalSafetyAdminRoutes(app))
    .route('/admin/waitlist', waitlistAdminRoutes(app))
    .route('/admin/clinical', formsAdminRoutes(app))
    .route('/admin/clients', privacyAdminRoutes(app, erasure))
    .route('/admin/courses', academyAdminRoutes(app))
    .route('/admin/messages', contactAdminRoutes(app))
    .route('/admin/reviews', reviewsAdminRoutes(app))
    .route('/admin/services', servicesAdminRoutes(app))
    .route('/admin/professionals', professionalsAdminRoutes(app))
    .route('/admin/professionals', professionalDiaryRoutes(app))
    .route('/admin/newsletter', newsletterAdminRoutes(app))
    .route('/admin/newsletter.csv', newsletterExportRoutes(app))
    .route('/admin/settings', settingsAdminRoutes(app))
    .route('/admin/insights', insightsAdminRoutes(app))
    .route('/admin/insights.csv', insightsExportRoutes(app))
    .route('/admin/me/sessions', staffSessionsRoutes(app))
    .route('/admin/me/two-factor', staffTwoFactorRoutes(app))
    .route('/admin/me', staffAccountRoutes(app))
    .route('/admin/staff', staffAdminRoutes(app))
    // The till's card readers and the payments on them (issue 34, terminal part).
    .route('/admin/till', tillTerminalRoutes(app, { terminal }))
    .route('/admin', treatmentRecordsRoutes(app))
    // The till's day's close and commissions (issue 34, till-takings).
    .route('/admin', takingsRoutes(app))
    // The till (issue 34) — checkout: sales, payments, receipts, refunds.
    .route('/admin/till/sales', tillSalesRoutes(app, { terminal }))
    .route(
      '/admin',
      adminRoutes(app, {
        unreadMessages: () => countUnreadMessages(db),
        pendingReviews: () => countPendingReviews(db),
      }),
    )
    // The till (issue 34): products and stock.
    .route('/admin/till/products', tillProductsRoutes(app))
    .route('/auth', authRoutes(app))
    .route('/me', meRoutes(app))
    .route('/me/sms-verification', smsVerificationRoutes(app))
    .route('/me', privacyRoutes(app, erasure))
    .route('/me/courses', myCoursesRoutes(app))
    .route('/me/forms', myFormsRoutes(app))
    .route('/forms', formLinkRoutes(app))
    .route('/courses', coursesRoutes(app))
    .route('/booking-safety', bookingSafetyRoutes(app))
    .route('/test-checkout', testCheckoutRoutes(app))
    .route('/deposit-checkout', depositTestCheckoutRoutes(app))
    .route(
      '/payments',
      stripeWebhookRoutes({
        payments,
        handlers: {
          course: async (session, log) => {
            const accepted = await acceptPayment(db, session, { publicUrl, log });
            if (accepted.created) onMailQueued();
            return { created: accepted.created, id: accepted.purchaseId };
          },
          deposit: async (session, log) => {
            const accepted = await acceptDeposit(db, session, {
              payments,
              publicUrl,
              notifyEmail: salonNotifyEmail,
              now: clock.now(),
              log,
            });
            if (accepted.created) onMailQueued();
            return { created: accepted.created, id: accepted.depositId };
          },
        },
        // The till's card readers (issue 34, terminal part): no one is at the request.
        otherEvent: (event, log) =>
          handleTerminalEvent(db, event, { actor: null, now: clock.now(), publicUrl }, log),
      }),
    )
    .route('/catalogue', catalogueRoutes(app))
    .route('/settings', settingsRoutes(app))
    .route('/availability', availabilityRoutes(app))
    .route('/visit-availability', visitAvailabilityRoutes(app))
    .route('/visit-holds', visitHoldRoutes(app, { dayQueue }))
    .route('/visits', visitRoutes(app))
    .route('/appointments/deposits', depositRoutes(app))
    .route('/appointments', bookingRoutes(app, { dayQueue }))
    .route('/waitlist', waitlistRoutes(app))
    .route('/reviews', reviewsRoutes(app))
    .route('/newsletter', newsletterRoutes(app))
    .route('/rebook-reminders', rebookReminderRoutes(app))
    .route('/contact', contactRoutes(app))
    .route('/staff-invitations', staffInvitationRoutes(app))
    .route('/', siteRoutes(app, { content: deps.content }));
  if (deps.config.nodeEnv === 'test') {
    // End-to-end tests move the app's clock instead of waiting for a lockout or a window to pass.
    api.post('/test/clock', async (c) => {
      const { advanceMs } = (await c.req.json()) as { advanceMs: number };
      clock.advance(Number(advanceMs) || 0);
      // What was kept was true at the old time; no notice tells that the time moved.
      answers?.versions.forgetAll();
      // What fell due in the skipped time is done now, as it would have been on time.
      deps.jobs?.kick();
      return c.json({ now: clock.now().toISOString() });
    });
  }
  return api;
}
export type AppType = ReturnType<typeof createApi>;

/** A client error: the request was refused before anything was written. */
const refused = (status: number) => status >= 400 && status < 500;

export function createApp(deps: AppDeps) {
  const clock = deps.clock ?? createClock();
  const app = new Hono<AppEnv>();
  app.use(resolveClientAddress(deps.config.trustProxy));
  app.use(requestLog(deps.logger));
  app.use(
    securityHeaders({
      publicUrl: deps.config.publicUrl,
      trustProxy: proxyHopsOf(deps.config.trustProxy) > 0,
    }),
  );
  const versions = deps.answers?.versions;
  if (versions) {
    // This instance's own write must show in its next answer: its answer waits until the write's
    // notices are counted (decision 037), which forgets only what the write changed. A refusal
    // (4xx) wrote nothing and waits for nothing (decision 035); a 5xx may follow a commit.
    app.use(async (c, next) => {
      await next();
      const { method } = c.req;
      if (method !== 'GET' && method !== 'HEAD' && !refused(c.res.status))
        await versions.afterOwnWrite();
    });
  }
  // Every private answer, errors included: the routes under these paths do not set it again.
  for (const path of ['/api/admin', '/api/admin/*', '/api/me', '/api/me/*'])
    app.use(path, noStore());
  app.get('/healthz', async (c) => {
    // A load balancer that checks health stops sending here while the instance drains.
    if (deps.draining?.()) {
      c.set('deliberate5xx', true);
      return c.json({ status: 'draining' }, 503);
    }
    try {
      if (await databaseAnswers(deps.database)) return c.json({ status: 'ok' });
      c.var.log.error({ waitedMs: HEALTH_CHECK_MS }, 'health check: the database did not answer');
    } catch (err) {
      c.var.log.error({ err }, 'health check failed');
    }
    return c.json({ status: 'unavailable' }, 503);
  });
  if (deps.cliToken) {
    app.route(
      '/api/internal/admin-rights',
      adminRightsRoutes(deps.database.db, deps.cliToken, clock),
    );
    const { dump } = deps.database;
    if (dump) {
      // `npm run db:backup` while the site runs: the server holds the embedded database's files.
      app.get('/api/internal/backup', requireCliToken(deps.cliToken), async (c) =>
        c.body(await (await dump()).arrayBuffer(), 200, {
          'Content-Type': 'application/gzip',
          'Cache-Control': 'no-store',
        }),
      );
    }
  }
  const api = createApi({ ...deps, clock });
  api.all('*', () => {
    throw new ApiError(404, 'not_found', 'No such API endpoint.');
  });
  app.route('/api', api);
  app.route('/', seoRoutes(deps.config.publicUrl, deps.content));
  if (deps.staticFiles) {
    app.route(
      '/',
      webRoutes(deps.staticFiles, {
        siteUrl: deps.config.publicUrl,
        renderer: deps.pageRenderer,
        chunks: deps.chunks,
        answers: deps.answers,
        // A page's API calls go through the whole app in-process, never over the network.
        fetchApi: async (input, init) => app.request(input, init),
      }),
    );
  }
  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));
  app.onError(handleError);
  return app;
}
