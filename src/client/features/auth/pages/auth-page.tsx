import { ArrowLeft, CalendarHeart, GraduationCap, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { paths } from '@shared/routes';
import { ArtImage } from '@client/components/ui/art-image';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useSession } from '../api/me-query';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { safeRedirect } from '../safe-redirect';

type AuthTab = 'entrar' | 'cadastrar';

const PERKS = [
  { icon: CalendarHeart, text: 'Agende e acompanhe seus horários' },
  { icon: GraduationCap, text: 'Acesse os materiais dos seus cursos' },
  { icon: UserRound, text: 'Mantenha seus dados sempre atualizados' },
];

/** /auth: sign in ('Entrar') and sign up ('Cadastrar') for clients. */
export function AuthPage() {
  const session = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const forgotPassword = (location.state as { forgotPassword?: boolean } | null)?.forgotPassword;
  // `?tab=cadastrar`: /book's 'Create an account' opens the sign-up at once.
  const [tab, setTab] = useState<AuthTab>(
    searchParams.get('tab') === 'cadastrar' ? 'cadastrar' : 'entrar',
  );
  const [signedUpEmail, setSignedUpEmail] = useState('');
  useDocumentTitle(tab === 'entrar' ? 'Entrar' : 'Cadastrar');

  // Signed in already, or just now: on to the page that sent the visitor here.
  if (session.status === 'signed-in') return <Navigate to={target} replace />;

  return (
    <section className="relative overflow-hidden bg-ivory">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-48 -right-40 size-[34rem] rounded-full border border-gold/25"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-5 py-10 sm:py-14 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:py-16">
        <aside className="relative hidden overflow-hidden rounded-[2rem] bg-sand lg:block">
          <ArtImage
            name="hero-salon"
            width={1600}
            height={1000}
            alt=""
            priority
            className="absolute inset-0 size-full object-cover object-[68%_30%]"
          />
          <div aria-hidden className="absolute inset-4 rounded-[1.5rem] border border-gold/30" />
          <div className="absolute inset-x-8 bottom-8 rounded-3xl bg-ivory/92 p-8 shadow-[0_30px_80px_-40px_rgba(43,34,32,0.6)] backdrop-blur-sm">
            <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
              Aurora Beauty Studio
            </p>
            <p className="mt-4 font-display text-3xl leading-tight text-ink">
              Sua beleza, seus horários e seus cursos, num só lugar.
            </p>
            <ul className="mt-6 grid gap-3">
              {PERKS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3 text-sm text-ink-soft">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sand text-gold-deep">
                    <Icon aria-hidden className="size-4" />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </aside>

        <div className="mx-auto w-full max-w-lg animate-fade-up lg:py-6">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2 text-sm text-taupe transition-colors hover:text-gold-deep"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Voltar ao início
          </Link>
          <p className="mt-8 text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
            Minha conta
          </p>
          <div aria-hidden className="mt-4 h-px w-16 bg-gold" />
          <h1 className="mt-5 text-[2.5rem] leading-[1.05] sm:text-5xl">
            {tab === 'entrar' ? 'Bem-vindo de volta' : 'Crie sua conta'}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-taupe">
            {tab === 'entrar'
              ? 'Entre para agendar horários, ver seus agendamentos e acessar seus cursos.'
              : 'Leva um minuto: confirme seu email e pronto, sua conta estará ativa.'}
          </p>

          <div className={cn(card({ depth: 'floating' }), 'mt-8 p-5 sm:p-8')}>
            <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
              <TabsList className="grid grid-cols-2">
                <TabsTrigger value="entrar">Entrar</TabsTrigger>
                <TabsTrigger value="cadastrar">Cadastrar</TabsTrigger>
              </TabsList>
              <TabsContent value="entrar" className="mt-8">
                <SignInForm
                  magicLinkLabel="Login com Magic Link"
                  callbackURL={target}
                  defaultEmail={signedUpEmail}
                  startWithForgotPassword={forgotPassword === true}
                  onSignedIn={() =>
                    toast.success('Login realizado com sucesso!', {
                      description: 'Bem-vindo de volta!',
                    })
                  }
                />
              </TabsContent>
              <TabsContent value="cadastrar" className="mt-8">
                <SignUpForm
                  callbackURL={target}
                  onSignedUp={(email) => {
                    setSignedUpEmail(email);
                    setTab('entrar');
                  }}
                />
              </TabsContent>
            </Tabs>
          </div>
        </div>
      </div>
    </section>
  );
}
