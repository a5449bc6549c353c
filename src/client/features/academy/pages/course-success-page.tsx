import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, GraduationCap, House, MessageCircle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@client/lib/toast';
import { paths } from '@shared/routes';
import { buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { verifyPaymentQuery } from '../api/verify-payment-query';

function Panel({ children }: { children: ReactNode }) {
  return (
    <section className="relative flex min-h-[70vh] items-center overflow-hidden bg-sand/40">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-40 size-[30rem] rounded-full border border-gold/30"
      />
      <div className="relative mx-auto w-full max-w-2xl px-5 py-20">
        <div
          lang="pt-BR"
          className="rounded-[2rem] border border-ink/10 bg-white/80 px-7 py-12 text-center shadow-[0_30px_80px_-50px_rgba(43,34,32,0.5)] sm:px-12"
        >
          {children}
        </div>
      </div>
    </section>
  );
}

/**
 * /course-success?session_id=…: the payment provider sends the buyer here; the server verifies
 * the session with the provider (and records the purchase) before anything is promised.
 */
export function CourseSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const verification = useQuery({ ...verifyPaymentQuery(sessionId), enabled: sessionId !== '' });
  const failed = sessionId === '' || verification.isError;
  useDocumentTitle(
    verification.isSuccess
      ? 'Compra confirmada'
      : failed
        ? 'Erro na verificação'
        : 'Verificando pagamento',
  );

  useEffect(() => {
    if (verification.isSuccess) {
      toast.success('Compra confirmada!', {
        id: `purchase-${sessionId}`,
        description: 'Seu acesso ao curso foi liberado com sucesso.',
      });
    }
  }, [verification.isSuccess, sessionId]);

  useEffect(() => {
    if (failed) {
      toast.error('Erro na verificação', {
        id: `purchase-${sessionId}`,
        description: 'Não foi possível confirmar o pagamento.',
      });
    }
  }, [failed, sessionId]);

  if (failed) {
    return (
      <Panel>
        <CircleAlert aria-hidden strokeWidth={1.25} className="mx-auto size-16 text-clay" />
        <h1 className="mt-6 text-4xl sm:text-5xl">Erro na verificação</h1>
        <p className="mx-auto mt-5 max-w-md leading-relaxed text-taupe">
          Não conseguimos confirmar o seu pagamento. Se o valor foi cobrado, fale conosco: vamos
          verificar e liberar o seu acesso o quanto antes.
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.contact} className={buttonVariants({ size: 'lg' })}>
            <MessageCircle aria-hidden />
            Fale Conosco
          </Link>
          <Link to={paths.home} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <House aria-hidden />
            Voltar ao Início
          </Link>
        </div>
      </Panel>
    );
  }

  if (!verification.isSuccess) {
    return (
      <Panel>
        <div role="status" className="flex flex-col items-center">
          <Spinner strokeWidth={1.25} className="size-14 text-gold-deep" />
          <p className="mt-6 font-display text-3xl text-ink">Verificando pagamento...</p>
          <p className="mt-3 text-taupe">Isso leva só alguns segundos.</p>
        </div>
      </Panel>
    );
  }

  return (
    <Panel>
      <CircleCheck aria-hidden strokeWidth={1.25} className="mx-auto size-16 text-gold-deep" />
      <h1 className="mt-6 text-4xl sm:text-5xl">Compra realizada com sucesso!</h1>
      <p className="mx-auto mt-5 max-w-md leading-relaxed text-ink-soft">
        Parabéns! Você adquiriu o{' '}
        <strong className="font-medium">{verification.data.course.name}</strong>.
      </p>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-taupe">
        Em breve você receberá um email com as instruções de acesso ao curso. O material fica em
        Meus Cursos: entre (ou cadastre-se) com o mesmo email usado na compra.
      </p>
      <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.myCourses} className={buttonVariants({ size: 'lg' })}>
          <GraduationCap aria-hidden />
          Ir para Meus Cursos
        </Link>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <House aria-hidden />
          Voltar ao Início
        </Link>
      </div>
    </Panel>
  );
}
