import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FlaskConical, Lock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import type { TestCheckoutView } from '@shared/academy';
import { formatGbp } from '@shared/money';
import { courseSuccessPath, paths } from '@shared/routes';
import { testCheckoutPayInputSchema, type TestCheckoutPayInput } from '@shared/schemas/academy';
import { ArtImage } from '@client/components/ui/art-image';
import { buttonVariants } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { SubmitButton } from '@client/components/ui/submit-button';
import {
  TestCardNote,
  TestCheckoutActions,
  TestCheckoutFrame,
  TestCheckoutLoading,
  TestCheckoutOpen,
} from '@client/components/test-checkout';
import { requestErrorMessage } from '@client/lib/api-client';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useCancelTestCheckout } from '../api/cancel-test-checkout';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { testCheckoutQuery } from '../api/test-checkout-query';

function Closed({ view }: { view: TestCheckoutView }) {
  const message = {
    paid: 'Esta sessão de pagamento já foi paga.',
    cancelled: 'Esta sessão de pagamento foi cancelada.',
    expired: 'Esta sessão de pagamento expirou.',
    open: '',
  }[view.status];
  return (
    <div className="text-center">
      <h1 className="text-4xl">{message}</h1>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {view.status === 'paid' ? (
          <Link to={courseSuccessPath(view.id)} className={buttonVariants({ size: 'lg' })}>
            Ver confirmação
          </Link>
        ) : (
          <Link to={`${paths.home}#cursos`} className={buttonVariants({ size: 'lg' })}>
            <ArrowLeft aria-hidden />
            Voltar aos cursos
          </Link>
        )}
      </div>
    </div>
  );
}

function CheckoutForm({ view }: { view: TestCheckoutView }) {
  const id = useId();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<TestCheckoutPayInput>({
    resolver: zodResolver(testCheckoutPayInputSchema),
    defaultValues: { email: view.email ?? '' },
  });
  const fail = (error: Error) => {
    if (setServerFieldErrors(error, setError, ['email'])) return;
    toast.error('Erro no pagamento de teste', {
      description: requestErrorMessage(error, 'Tente novamente.'),
    });
  };
  const pay = usePayTestCheckout(view.id, {
    onSuccess: ({ redirectUrl }) => navigate(redirectUrl, { replace: true }),
    onError: fail,
  });
  const cancel = useCancelTestCheckout(view.id, {
    onSuccess: ({ redirectUrl }) => navigate(redirectUrl, { replace: true }),
    onError: fail,
  });
  const busy = pay.isPending || cancel.isPending;

  return (
    <form noValidate onSubmit={handleSubmit((values) => pay.mutate(values))} className="grid gap-6">
      <div>
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          required
          readOnly={view.emailLocked}
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <p className="mt-2 flex items-center gap-1.5 text-xs text-taupe">
          {view.emailLocked && <Lock aria-hidden className="size-3" />}
          {view.emailLocked
            ? 'O email da sua conta: o curso aparecerá em Meus Cursos.'
            : 'O curso ficará ligado a este email: use-o para entrar ou se cadastrar.'}
        </p>
      </div>
      <TestCardNote>Cartão de teste: nenhum dado de cartão é pedido nem guardado.</TestCardNote>
      <TestCheckoutActions
        pay={
          <SubmitButton
            busy={pay.isPending}
            busyLabel="Processando..."
            disabled={busy}
            icon={<FlaskConical aria-hidden />}
            className="sm:flex-1"
          >
            Confirmar pagamento de teste
          </SubmitButton>
        }
        cancelLabel="Cancelar"
        cancelling={cancel.isPending}
        busy={busy}
        onCancel={() => cancel.mutate()}
      />
    </form>
  );
}

/** /checkout/teste/:id: the built-in test checkout, standing in for Stripe's hosted page. */
export function TestCheckoutPage() {
  useDocumentTitle('Pagamento de teste');
  const { id = '' } = useParams();
  const checkout = useQuery(testCheckoutQuery(id));

  let content: ReactNode;
  if (checkout.isPending) {
    content = <TestCheckoutLoading>Carregando pagamento...</TestCheckoutLoading>;
  } else if (checkout.isError) {
    content = (
      <div className="text-center">
        <h1 className="text-4xl">Sessão de pagamento não encontrada</h1>
        <p className="mt-4 text-taupe">O link pode estar incompleto ou ter expirado.</p>
        <Link
          to={`${paths.home}#cursos`}
          className={buttonVariants({ size: 'lg', className: 'mt-8' })}
        >
          <ArrowLeft aria-hidden />
          Voltar aos cursos
        </Link>
      </div>
    );
  } else if (checkout.data.status !== 'open') {
    content = <Closed view={checkout.data} />;
  } else {
    const view = checkout.data;
    content = (
      <TestCheckoutOpen
        summary={
          <div>
            <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
              Resumo do pedido
            </p>
            <div className={cn(card(), 'mt-5 overflow-hidden')}>
              <ArtImage
                name={view.course.art}
                width={800}
                height={600}
                alt=""
                className="aspect-[16/9] h-auto w-full object-cover"
              />
              <div className="p-6">
                <p className="font-display text-2xl leading-tight">{view.course.name}</p>
                <dl className="mt-5 flex items-baseline justify-between border-t border-ink/10 pt-4">
                  <dt className="text-taupe">Total</dt>
                  <dd className="font-display text-3xl font-semibold text-gold-deep">
                    {formatGbp(view.amountPence)}
                  </dd>
                </dl>
              </div>
            </div>
          </div>
        }
        title="Pagamento de teste"
        intro="Informe o email do comprador e confirme. Você será levado à página de confirmação da compra, como num pagamento real."
      >
        <CheckoutForm view={view} />
      </TestCheckoutOpen>
    );
  }

  return (
    <TestCheckoutFrame
      lang="pt-BR"
      title="Pagamento de teste"
      notice="Nenhum valor será cobrado. Esta página substitui o pagamento real enquanto a loja não está ligada ao Stripe."
    >
      {content}
    </TestCheckoutFrame>
  );
}
