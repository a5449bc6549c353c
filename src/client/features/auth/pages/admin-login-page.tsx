import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@client/lib/toast';
import { paths } from '@shared/routes';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { meQuery } from '../api/me-query';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { BackOfficeI18n } from '@client/i18n/back-office-i18n';

type AdminTab = 'login' | 'cadastro';

/**
 * /admin/login and /sistema/acesso-interno: the staff sign-in. Whether someone is an administrator
 * is decided by the server (GET /api/me); a signed-in admin goes on to the dashboard, anyone else
 * signed in is turned away to the home page.
 */
export function AdminLoginPage() {
  // Nobody is known yet: the page speaks the language last chosen in this browser.
  return (
    <BackOfficeI18n>
      <AdminLogin />
    </BackOfficeI18n>
  );
}

function AdminLogin() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.documentTitle'));
  const navigate = useNavigate();
  // Always ask the server again on arrival: admin rights may have changed since the last answer.
  const me = useQuery({ ...meQuery, refetchOnMount: 'always' });
  const [tab, setTab] = useState<AdminTab>('login');
  const [signedUpEmail, setSignedUpEmail] = useState('');
  const decided = useRef(false);

  const known = me.data && !me.isFetching ? me.data : undefined;
  useEffect(() => {
    if (!known?.user || decided.current) return;
    decided.current = true;
    if (known.isAdmin) {
      void navigate(paths.adminDashboard, { replace: true });
    } else {
      toast.error(t('login.denied'), { description: t('login.deniedDetail') });
      void navigate(paths.home, { replace: true });
    }
  }, [known, navigate, t]);

  return (
    <section className="relative overflow-hidden bg-charcoal">
      <div
        aria-hidden
        className="pointer-events-none absolute top-24 left-1/2 h-[56rem] w-[40rem] -translate-x-1/2 rounded-t-[999px] border border-b-0 border-gold/25"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute top-40 left-1/2 h-[56rem] w-[32rem] -translate-x-1/2 rounded-t-[999px] border border-b-0 border-gold/15"
      />
      <div className="relative mx-auto max-w-lg px-5 py-12 sm:py-20">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-2 text-sm text-cream/85 transition-colors hover:text-gold"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('login.back')}
        </Link>
        <div className="mt-6 animate-fade-up rounded-3xl bg-ivory p-6 shadow-[0_40px_100px_-40px_rgba(0,0,0,0.7)] sm:p-10">
          <span
            aria-hidden
            className="flex size-14 items-center justify-center rounded-full border border-gold/60 bg-sand/70 text-gold-deep"
          >
            <ShieldCheck className="size-6" strokeWidth={1.5} />
          </span>
          <p className="mt-6 text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
            {t('login.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl leading-tight sm:text-[2.75rem]">{t('login.title')}</h1>
          <p className="mt-3 leading-relaxed text-taupe">{t('login.lead')}</p>
          <Tabs value={tab} onValueChange={(value) => setTab(value as AdminTab)} className="mt-8">
            <TabsList className="grid grid-cols-2">
              <TabsTrigger value="login">{t('login.signIn')}</TabsTrigger>
              <TabsTrigger value="cadastro">{t('login.signUp')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-8">
              <SignInForm
                magicLinkLabel="Magic Link"
                callbackURL={paths.adminLogin}
                defaultEmail={signedUpEmail}
                onSignedIn={(session) => {
                  if (session.isAdmin) {
                    toast.success(t('login.welcome'), { description: t('login.welcomeDetail') });
                  }
                }}
              />
            </TabsContent>
            <TabsContent value="cadastro" className="mt-8">
              <SignUpForm
                adminNote
                callbackURL={paths.adminLogin}
                onSignedUp={(email) => {
                  setSignedUpEmail(email);
                  setTab('login');
                }}
              />
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </section>
  );
}
