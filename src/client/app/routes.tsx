import type { RouteObject } from 'react-router';
import { REBOOK_UNSUBSCRIBE_PATH } from '@shared/rebook-reminders';
import { paths } from '@shared/routes';
import { coursesQuery } from '@client/features/academy/api/courses-query';
import { catalogueQuery } from '@client/features/catalogue/api/catalogue-query';
import { approvedReviewsQuery } from '@client/features/reviews/api/reviews-api';
import {
  blogArticleQuery,
  blogTeasersQuery,
  legalDocumentQuery,
} from '@client/features/site/api/content-queries';
import { hasAppStarted, loadLazySections } from '@client/components/lazy-section';
import type { PageHandle } from './page-handle';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { salonSettingsQuery } from '@client/lib/salon-settings';

const catalogue: PageHandle['prefetch'] = (client) => [client.prefetchQuery(catalogueQuery)];

/**
 * Every page is its own chunk, so a visitor downloads only the page they open. Public pages say
 * (in `handle`) which data they read and which modules they load, so the server can render them.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Every page shows the salon's facts (banner, footer), so the server renders them with each.
    handle: {
      prefetch: (client) => [client.prefetchQuery(salonSettingsQuery)],
    } satisfies PageHandle,
    children: [
      {
        index: true,
        handle: {
          prefetch: (client) => [
            // 'Popular treatments' (issue 32), rendered with the page.
            client.prefetchQuery(catalogueQuery),
            client.prefetchQuery(blogTeasersQuery),
            client.prefetchQuery(coursesQuery),
            client.prefetchQuery(approvedReviewsQuery),
          ],
          modules: ['app/home-page.tsx'],
        } satisfies PageHandle,
        lazy: async () => {
          const { HomePage } = await import('./home-page');
          // Once the first page has hydrated, a visit renders its sections at once (decision 030).
          if (hasAppStarted()) await loadLazySections();
          return { Component: HomePage };
        },
      },
      {
        path: paths.services,
        handle: {
          prefetch: catalogue,
          modules: ['features/catalogue/pages/services-page.tsx'],
        } satisfies PageHandle,
        lazy: async () => ({
          Component: (await import('@client/features/catalogue/pages/services-page')).ServicesPage,
        }),
      },
      {
        path: paths.treatments,
        handle: {
          prefetch: catalogue,
          modules: ['features/catalogue/pages/treatments-page.tsx'],
        } satisfies PageHandle,
        lazy: async () => ({
          Component: (await import('@client/features/catalogue/pages/treatments-page'))
            .TreatmentsPage,
        }),
      },
      {
        path: paths.aesthetics,
        handle: {
          prefetch: catalogue,
          modules: ['features/catalogue/pages/aesthetics-page.tsx'],
        } satisfies PageHandle,
        lazy: async () => ({
          Component: (await import('@client/features/catalogue/pages/aesthetics-page'))
            .AestheticsPage,
        }),
      },
      {
        path: paths.barbershop,
        handle: {
          prefetch: catalogue,
          modules: ['features/catalogue/pages/barbershop-page.tsx'],
        } satisfies PageHandle,
        lazy: async () => ({
          Component: (await import('@client/features/catalogue/pages/barbershop-page'))
            .BarbershopPage,
        }),
      },
      {
        path: paths.blog,
        handle: {
          prefetch: (client) => [client.prefetchQuery(blogTeasersQuery)],
          modules: [
            'features/site/pages/blog-list-page.tsx',
            'features/newsletter/components/newsletter-block.tsx',
          ],
        } satisfies PageHandle,
        lazy: async () => {
          const [{ BlogListPage }, { NewsletterBlock }] = await Promise.all([
            import('@client/features/site/pages/blog-list-page'),
            import('@client/features/newsletter/components/newsletter-block'),
          ]);
          return {
            Component: () => <BlogListPage newsletter={<NewsletterBlock variant="blog" />} />,
          };
        },
      },
      {
        path: `${paths.blog}/:id`,
        handle: {
          prefetch: (client, { id = '' }) => [client.prefetchQuery(blogArticleQuery(id))],
          modules: ['features/site/pages/blog-article-page.tsx'],
        } satisfies PageHandle,
        lazy: async () => ({
          Component: (await import('@client/features/site/pages/blog-article-page'))
            .BlogArticlePage,
        }),
      },
      {
        path: paths.about,
        handle: { modules: ['features/site/pages/about-page.tsx'] } satisfies PageHandle,
        lazy: async () => {
          const { AboutPage } = await import('@client/features/site/pages/about-page');
          if (hasAppStarted()) await loadLazySections();
          return { Component: AboutPage };
        },
      },
      {
        path: paths.contact,
        handle: {
          modules: [
            'features/site/pages/contact-page.tsx',
            'features/contact/components/contact-form.tsx',
          ],
        } satisfies PageHandle,
        lazy: async () => {
          const [{ ContactPage }, { ContactForm }] = await Promise.all([
            import('@client/features/site/pages/contact-page'),
            import('@client/features/contact/components/contact-form'),
          ]);
          return { Component: () => <ContactPage form={<ContactForm />} /> };
        },
      },
      {
        path: paths.book,
        handle: {
          prefetch: catalogue,
          modules: ['app/book-route.tsx'],
        } satisfies PageHandle,
        // The waitlist's 'Join the waitlist' form mounts in BookPage's `waitlist` slot when built.
        lazy: async () => ({ Component: (await import('./book-route')).BookRoute }),
      },
      {
        path: paths.unsubscribe,
        lazy: async () => ({
          Component: (await import('@client/features/newsletter/pages/unsubscribe-page'))
            .UnsubscribePage,
        }),
      },
      {
        path: `${REBOOK_UNSUBSCRIBE_PATH}/:token`,
        lazy: async () => ({
          Component: (await import('@client/features/booking/rebook/rebook-unsubscribe-page'))
            .RebookUnsubscribePage,
        }),
      },
      {
        path: paths.confirmNewsletter,
        lazy: async () => ({
          Component: (await import('@client/features/newsletter/pages/confirm-newsletter-page'))
            .ConfirmNewsletterPage,
        }),
      },
      {
        path: paths.terms,
        handle: {
          prefetch: (client) => [client.prefetchQuery(legalDocumentQuery('termos-de-uso'))],
          modules: ['features/site/pages/legal-page.tsx'],
        } satisfies PageHandle,
        lazy: async () => ({
          Component: (await import('@client/features/site/pages/legal-page')).TermsPage,
        }),
      },
      {
        path: paths.privacy,
        handle: {
          prefetch: (client) => [
            client.prefetchQuery(legalDocumentQuery('politica-de-privacidade')),
          ],
          modules: ['features/site/pages/legal-page.tsx'],
        } satisfies PageHandle,
        lazy: async () => ({
          Component: (await import('@client/features/site/pages/legal-page')).PrivacyPage,
        }),
      },
      {
        path: paths.auth,
        lazy: async () => ({
          Component: (await import('@client/features/auth/pages/auth-page')).AuthPage,
        }),
      },
      {
        path: paths.resetPassword,
        lazy: async () => ({
          Component: (await import('@client/features/auth/pages/reset-password-page'))
            .ResetPasswordPage,
        }),
      },
      {
        path: `${paths.staffInvitation}/:token`,
        lazy: async () => ({
          Component: (await import('@client/features/staff/pages/staff-invitation-page'))
            .StaffInvitationPage,
        }),
      },
      {
        path: `${paths.waitlistOffer}/:token`,
        lazy: async () => ({
          Component: (await import('@client/features/booking/waitlist/waitlist-offer-page'))
            .WaitlistOfferPage,
        }),
      },
      {
        path: `${paths.clinicalForms}/:token`,
        lazy: async () => ({
          Component: (await import('@client/features/clinical/forms/fill/form-fill-page'))
            .FormFillPage,
        }),
      },
      {
        path: paths.profile,
        lazy: async () => ({
          Component: (await import('./profile-route')).ProfileRoute,
        }),
      },
      {
        path: paths.appointments,
        lazy: async () => ({
          Component: (await import('./appointments-route')).AppointmentsRoute,
        }),
      },
      {
        path: paths.myCourses,
        lazy: async () => ({
          Component: (await import('@client/features/academy/pages/my-courses-page')).MyCoursesPage,
        }),
      },
      {
        path: paths.courseSuccess,
        lazy: async () => ({
          Component: (await import('@client/features/academy/pages/course-success-page'))
            .CourseSuccessPage,
        }),
      },
      {
        path: `${paths.testCheckout}/:id`,
        lazy: async () => ({
          Component: (await import('./test-checkout-route')).TestCheckoutRoute,
        }),
      },
      ...[paths.adminLogin, paths.internalAccess].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('@client/features/auth/pages/admin-login-page')).AdminLoginPage,
        }),
      })),
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('@client/features/site/pages/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
  // The back office is a workspace of its own: none of the public site's chrome (issue 17).
  {
    path: paths.adminDashboard,
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await import('./admin-dashboard-route')).AdminDashboardRoute,
    }),
  },
];
