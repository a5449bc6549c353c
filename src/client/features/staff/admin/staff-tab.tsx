import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, MailPlus, ShieldCheck, UserPlus } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatAdminDateTime } from '@shared/salon-dates';
import {
  type StaffInvitationInput,
  type StaffInvitationView,
  type StaffMemberView,
  staffInvitationInputSchema,
} from '@shared/schemas/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shared/staff-roles';
import { FormDialog } from '@client/components/admin/admin-dialog';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { DialogSaveButton } from '@client/components/admin/dialog-save-button';
import { ListEmpty, ListError, ListSkeleton } from '@client/components/admin/list-states';
import { PanelHeader } from '@client/components/admin/panel-header';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  FormField,
  TextField,
  fieldA11y,
  fieldControlClass,
} from '@client/components/ui/form-field';
import { requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import {
  linkableProfessionalsQuery,
  staffQuery,
  useChangeMember,
  useInviteStaff,
  useMemberAction,
  useWithdrawInvitation,
} from './api/staff-admin-api';

const ROLE_LABELS = STAFF_ROLE_LABELS['pt-BR'];
const ROLE_TONES: Record<StaffRole, 'dark' | 'gold' | 'soft' | 'blush'> = {
  owner: 'dark',
  manager: 'gold',
  reception: 'soft',
  professional: 'blush',
};

export function RoleBadge({ role }: { role: StaffRole }) {
  return <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>;
}

/** The role and professional selects, shared by 'Convidar' and 'Alterar'. */
function RoleSelect({
  id,
  error,
  ...select
}: ComponentProps<'select'> & { id: string; error?: string }) {
  return (
    <FormField id={id} label="Função" required error={error}>
      <select id={id} className={fieldControlClass} {...fieldA11y(id, error)} {...select}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function ProfessionalSelect({
  id,
  error,
  ...select
}: ComponentProps<'select'> & { id: string; error?: string }) {
  const professionals = useQuery(linkableProfessionalsQuery).data ?? [];
  return (
    <FormField id={id} label="Profissional" optional optionalLabel="opcional" error={error}>
      <select id={id} className={fieldControlClass} {...fieldA11y(id, error)} {...select}>
        <option value="">Nenhum</option>
        {professionals.map((pro) => (
          <option key={pro.id} value={pro.id}>
            {pro.name}
            {pro.isActive ? '' : ' (inativo)'}
          </option>
        ))}
      </select>
    </FormField>
  );
}

// The form's "Nenhum" is an empty value; the API takes null for it.
const inviteFormSchema = staffInvitationInputSchema.extend({ professionalId: z.string() });
type InviteValues = z.input<typeof inviteFormSchema>;

function InviteForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<InviteValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '', name: '', role: 'reception', professionalId: '' },
  });
  const { errors } = formState;
  const invite = useInviteStaff({
    onSuccess: (sent) => {
      toast.success('Convite enviado', { description: `Um link foi enviado para ${sent.email}.` });
      onSent();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, ['email', 'name', 'role', 'professionalId']);
      toast.error('Não foi possível enviar o convite', {
        description: requestErrorMessage(error),
      });
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        const input: StaffInvitationInput = {
          ...values,
          professionalId: values.professionalId || null,
        };
        invite.mutate(input);
      })}
      className="grid gap-5"
    >
      <TextField
        id={`${id}-email`}
        label="E-mail"
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={`${id}-name`}
        label="Nome"
        required
        maxLength={100}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <RoleSelect id={`${id}-role`} error={errors.role?.message} {...register('role')} />
      <ProfessionalSelect
        id={`${id}-professional`}
        error={errors.professionalId?.message}
        {...register('professionalId')}
      />
      <DialogSaveButton busy={invite.isPending}>Enviar convite</DialogSaveButton>
    </form>
  );
}

function ChangeForm({ member, onSaved }: { member: StaffMemberView; onSaved: () => void }) {
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<{
    role: StaffRole;
    professionalId: string;
  }>({
    defaultValues: { role: member.role, professionalId: member.professional?.id ?? '' },
  });
  const change = useChangeMember({
    onSuccess: () => {
      toast.success('Alterações salvas');
      onSaved();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, ['role', 'professionalId'], { conflict: 'role' });
      toast.error('Não foi possível salvar', { description: requestErrorMessage(error) });
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        change.mutate({
          userId: member.id,
          change: { role: values.role, professionalId: values.professionalId || null },
        }),
      )}
      className="grid gap-5"
    >
      <RoleSelect id={`${id}-role`} error={formState.errors.role?.message} {...register('role')} />
      <ProfessionalSelect
        id={`${id}-professional`}
        error={formState.errors.professionalId?.message}
        {...register('professionalId')}
      />
      <DialogSaveButton busy={change.isPending} />
    </form>
  );
}

type Pending =
  | { kind: 'suspend' | 'restore' | 'remove'; member: StaffMemberView }
  | { kind: 'withdraw'; invitation: StaffInvitationView };

const CONFIRMS = {
  suspend: {
    title: 'Suspender acesso?',
    label: 'Suspender',
    text: (name: string) =>
      `${name} sai do painel agora (todas as sessões são encerradas) e não consegue entrar até ser reativado(a).`,
  },
  restore: {
    title: 'Reativar acesso?',
    label: 'Reativar',
    text: (name: string) => `${name} volta a poder entrar no painel com a mesma função.`,
  },
  remove: {
    title: 'Remover da equipe?',
    label: 'Remover',
    text: (name: string) =>
      `${name} deixa a equipe e sai do painel agora. A conta continua existindo como conta de cliente.`,
  },
  withdraw: {
    title: 'Cancelar convite?',
    label: 'Cancelar convite',
    text: (name: string) => `O link enviado para ${name} deixa de funcionar.`,
  },
} as const;

function MemberCard({
  member,
  onChange,
  onAction,
}: {
  member: StaffMemberView;
  onChange: () => void;
  onAction: (kind: 'suspend' | 'restore' | 'remove') => void;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-ink/10 bg-white/80 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{member.name || member.email}</p>
          <p className="text-sm break-all text-taupe">{member.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RoleBadge role={member.role} />
          {member.suspended && <Badge tone="outline">Suspenso</Badge>}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs tracking-[0.14em] text-taupe uppercase">Profissional</dt>
          <dd>{member.professional?.name ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-[0.14em] text-taupe uppercase">
            Verificação em duas etapas
          </dt>
          <dd className="flex items-center gap-1.5">
            {member.twoFactorEnabled ? (
              <>
                <ShieldCheck aria-hidden className="size-4 text-gold-deep" /> Ativa
              </>
            ) : (
              'Desativada'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs tracking-[0.14em] text-taupe uppercase">Último acesso</dt>
          <dd>{member.lastSeenAt ? formatAdminDateTime(member.lastSeenAt) : '—'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onChange}>
          Alterar
        </Button>
        {member.suspended ? (
          <Button size="sm" variant="outline" onClick={() => onAction('restore')}>
            Reativar
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => onAction('suspend')}>
            Suspender
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => onAction('remove')}>
          Remover
        </Button>
      </div>
    </li>
  );
}

/**
 * 'Equipe' (issue 31), the owner's: who is on the team, in which role and as which of the
 * catalogue's professionals; invitations by e-mail; suspension and removal end their sessions.
 */
export function StaffTab() {
  const staff = useQuery(staffQuery);
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<StaffMemberView | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const action = useMemberAction({
    onSuccess: () => {
      toast.success('Feito');
      setPending(null);
    },
    onError: (error) => {
      toast.error('Não foi possível concluir', { description: requestErrorMessage(error) });
      setPending(null);
    },
  });
  const withdraw = useWithdrawInvitation({
    onSuccess: () => {
      toast.success('Convite cancelado');
      setPending(null);
    },
    onError: (error) => {
      toast.error('Não foi possível cancelar o convite', {
        description: requestErrorMessage(error),
      });
      setPending(null);
    },
  });
  const confirm = pending && CONFIRMS[pending.kind];
  const pendingName =
    pending &&
    (pending.kind === 'withdraw'
      ? pending.invitation.email
      : pending.member.name || pending.member.email);

  return (
    <section aria-labelledby="staff-title">
      <PanelHeader
        id="staff-title"
        title="Equipe"
        lead="Quem entra no painel, com qual função. Só o proprietário vê esta seção."
      >
        <Button onClick={() => setInviting(true)}>
          <UserPlus aria-hidden />
          Convidar
        </Button>
      </PanelHeader>

      {staff.isPending ? (
        <ListSkeleton rows={3} />
      ) : staff.isError ? (
        <ListError
          message="Não foi possível carregar a equipe"
          onRetry={() => void staff.refetch()}
          retrying={staff.isFetching}
        />
      ) : (
        <div className="grid gap-10">
          <ul aria-label="Pessoas da equipe" className="grid gap-3 xl:grid-cols-2">
            {staff.data.members.map((member) => (
              <MemberCard
                key={member.id}
                member={member}
                onChange={() => setChanging(member)}
                onAction={(kind) => setPending({ kind, member })}
              />
            ))}
          </ul>
          <section aria-labelledby="staff-invitations-title">
            <h3 id="staff-invitations-title" className="flex items-center gap-2 text-2xl">
              <MailPlus aria-hidden className="size-5 text-gold-deep" />
              Convites pendentes
            </h3>
            {staff.data.invitations.length === 0 ? (
              <div className="mt-4">
                <ListEmpty>Nenhum convite pendente.</ListEmpty>
              </div>
            ) : (
              <ul aria-label="Convites pendentes" className="mt-4 grid gap-3 xl:grid-cols-2">
                {staff.data.invitations.map((invitation) => (
                  <li
                    key={invitation.id}
                    className="flex flex-col gap-3 rounded-2xl border border-dashed border-ink/20 bg-white/60 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-medium break-words">{invitation.name}</p>
                      <p className="text-sm break-all text-taupe">{invitation.email}</p>
                      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-taupe">
                        <RoleBadge role={invitation.role} />
                        {invitation.professional && <span>{invitation.professional.name}</span>}
                        <span>vale até {formatAdminDateTime(invitation.expiresAt)}</span>
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      className="self-start sm:self-center"
                      onClick={() => setPending({ kind: 'withdraw', invitation })}
                    >
                      Cancelar convite
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}

      <FormDialog
        open={inviting}
        onOpenChange={setInviting}
        formKey="invite"
        title="Convidar"
        description="A pessoa recebe por e-mail um link, válido por 7 dias, para criar a senha e entrar."
      >
        {(close) => <InviteForm onSent={close} />}
      </FormDialog>
      <FormDialog
        open={changing !== null}
        onOpenChange={(open) => !open && setChanging(null)}
        formKey={changing?.id ?? ''}
        title="Alterar função"
        description={
          <>
            <KeyRound aria-hidden className="mr-1 inline size-4" />
            {changing?.name || changing?.email}
          </>
        }
      >
        {(close) => changing && <ChangeForm member={changing} onSaved={close} />}
      </FormDialog>
      {confirm && pending && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title={confirm.title}
          description={confirm.text(pendingName ?? '')}
          confirmLabel={confirm.label}
          busy={action.isPending || withdraw.isPending}
          onConfirm={() =>
            pending.kind === 'withdraw'
              ? withdraw.mutate(pending.invitation.id)
              : action.mutate({ userId: pending.member.id, action: pending.kind })
          }
        />
      )}
    </section>
  );
}
