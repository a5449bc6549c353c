import { createBrowserRouter } from 'react-router';
import { paths } from '@shared/routes';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/** Every page is its own chunk, so a visitor downloads only the page they open. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./home-page')).HomePage }),
      },
      {
        path: paths.services,
        lazy: async () => ({
          Component: (await import('@client/features/catalogue/pages/services-page')).ServicesPage,
        }),
      },
      {
        path: paths.treatments,
        lazy: async () => ({
          Component: (await import('@client/features/catalogue/pages/treatments-page'))
            .TreatmentsPage,
        }),
      },
      {
        path: paths.aesthetics,
        lazy: async () => ({
          Component: (await import('@client/features/catalogue/pages/aesthetics-page'))
            .AestheticsPage,
        }),
      },
      {
        path: paths.barbershop,
        lazy: async () => ({
          Component: (await import('@client/features/catalogue/pages/barbershop-page'))
            .BarbershopPage,
        }),
      },
      {
        path: paths.blog,
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
        lazy: async () => ({
          Component: (await import('@client/features/site/pages/blog-article-page'))
            .BlogArticlePage,
        }),
      },
      {
        path: paths.about,
        lazy: async () => ({
          Component: (await import('@client/features/site/pages/about-page')).AboutPage,
        }),
      },
      {
        path: paths.contact,
        lazy: async () => {
          const [{ ContactPage }, { ContactForm }] = await Promise.all([
            import('@client/features/site/pages/contact-page'),
            import('@client/features/contact/components/contact-form'),
          ]);
          return { Component: () => <ContactPage form={<ContactForm />} /> };
        },
      },
      {
        path: paths.unsubscribe,
        lazy: async () => ({
          Component: (await import('@client/features/newsletter/pages/unsubscribe-page'))
            .UnsubscribePage,
        }),
      },
      {
        path: paths.terms,
        lazy: async () => ({
          Component: (await import('@client/features/site/pages/legal-page')).TermsPage,
        }),
      },
      {
        path: paths.privacy,
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
        path: paths.profile,
        lazy: async () => ({
          Component: (await import('@client/features/auth/pages/profile-page')).ProfilePage,
        }),
      },
      {
        path: paths.appointments,
        lazy: async () => {
          const [{ SignInRequired }, { AppointmentsPage, AppointmentsPageLoading }] =
            await Promise.all([
              import('@client/features/auth/components/sign-in-required'),
              import('@client/features/booking/pages/appointments-page'),
            ]);
          return {
            Component: () => (
              <SignInRequired fallback={<AppointmentsPageLoading />}>
                <AppointmentsPage />
              </SignInRequired>
            ),
          };
        },
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
          Component: (await import('@client/features/academy/pages/test-checkout-page'))
            .TestCheckoutPage,
        }),
      },
      ...[paths.adminLogin, paths.internalAccess].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('@client/features/auth/pages/admin-login-page')).AdminLoginPage,
        }),
      })),
      {
        path: paths.adminDashboard,
        lazy: async () => ({
          Component: (await import('./admin-dashboard-route')).AdminDashboardRoute,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('@client/features/site/pages/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
]);
