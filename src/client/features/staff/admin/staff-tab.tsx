import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, MailPlus, ShieldCheck, UserPlus } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatAdminDateTime } from '@shared/salon-dates';
import {
  type StaffInvitationInput,
  type StaffInvitationView,
  type StaffMemberView,
  staffInvitationInputSchema,
} from '@shared/schemas/staff';
import { STAFF_LOCALES, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shared/staff-roles';
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
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { useStaffMessage } from '@client/i18n/staff-message';
import {
  linkableProfessionalsQuery,
  staffQuery,
  useChangeMember,
  useInviteStaff,
  useMemberAction,
  useWithdrawInvitation,
} from './api/staff-admin-api';

const ROLE_TONES: Record<StaffRole, 'dark' | 'gold' | 'soft' | 'blush'> = {
  owner: 'dark',
  manager: 'gold',
  reception: 'soft',
  professional: 'blush',
};

/** The roles' names in the back office's language. */
function useRoleLabels() {
  return STAFF_ROLE_LABELS[useBackOfficeLocale().locale];
}

export function RoleBadge({ role }: { role: StaffRole }) {
  return <Badge tone={ROLE_TONES[role]}>{useRoleLabels()[role]}</Badge>;
}

/** The role and professional selects, shared by 'Convidar' and 'Alterar'. */
function RoleSelect({
  id,
  error,
  ...select
}: ComponentProps<'select'> & { id: string; error?: string }) {
  const { t } = useTranslation();
  const labels = useRoleLabels();
  return (
    <FormField id={id} label={t('staff.role')} required error={error}>
      <select id={id} className={fieldControlClass} {...fieldA11y(id, error)} {...select}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {labels[role]}
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
  const { t } = useTranslation();
  const professionals = useQuery(linkableProfessionalsQuery).data ?? [];
  return (
    <FormField
      id={id}
      label={t('common.professional')}
      optional
      optionalLabel={t('staff.optional')}
      error={error}
    >
      <select id={id} className={fieldControlClass} {...fieldA11y(id, error)} {...select}>
        <option value="">{t('staff.noProfessional')}</option>
        {professionals.map((pro) => (
          <option key={pro.id} value={pro.id}>
            {pro.isActive ? pro.name : t('staff.inactive', { name: pro.name })}
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
  const { t } = useTranslation();
  const message = useStaffMessage();
  const { locale } = useBackOfficeLocale();
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<InviteValues>({
    resolver: zodResolver(inviteFormSchema),
    // Their language is the inviter's unless chosen: most of the team shares it.
    defaultValues: { email: '', name: '', role: 'reception', professionalId: '', locale },
  });
  const { errors } = formState;
  const invite = useInviteStaff({
    onSuccess: (sent) => {
      toast.success(t('staff.inviteSent'), {
        description: t('staff.inviteSentDetail', { email: sent.email }),
      });
      onSent();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, ['email', 'name', 'role', 'professionalId', 'locale']);
      toast.error(t('staff.inviteFailed'), {
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
        label={t('staff.email')}
        type="email"
        required
        autoComplete="off"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        id={`${id}-name`}
        label={t('staff.name')}
        required
        maxLength={100}
        autoComplete="off"
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <RoleSelect id={`${id}-role`} error={message(errors.role?.message)} {...register('role')} />
      <ProfessionalSelect
        id={`${id}-professional`}
        error={message(errors.professionalId?.message)}
        {...register('professionalId')}
      />
      <FormField
        id={`${id}-locale`}
        label={t('staff.locale')}
        required
        error={message(errors.locale?.message)}
      >
        <select
          id={`${id}-locale`}
          className={fieldControlClass}
          {...fieldA11y(`${id}-locale`, errors.locale?.message)}
          {...register('locale')}
        >
          {STAFF_LOCALES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`language.${choice}`)}
            </option>
          ))}
        </select>
      </FormField>
      <DialogSaveButton busy={invite.isPending}>{t('staff.sendInvite')}</DialogSaveButton>
    </form>
  );
}

function ChangeForm({ member, onSaved }: { member: StaffMemberView; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<{
    role: StaffRole;
    professionalId: string;
  }>({
    defaultValues: { role: member.role, professionalId: member.professional?.id ?? '' },
  });
  const change = useChangeMember({
    onSuccess: () => {
      toast.success(t('staff.saved'));
      onSaved();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, ['role', 'professionalId'], { conflict: 'role' });
      toast.error(t('staff.saveFailed'), { description: requestErrorMessage(error) });
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
      <DialogSaveButton busy={change.isPending}>{t('staff.save')}</DialogSaveButton>
    </form>
  );
}

type Pending =
  | { kind: 'suspend' | 'restore' | 'remove'; member: StaffMemberView }
  | { kind: 'withdraw'; invitation: StaffInvitationView };

/** Each confirmation's keys under `staff.confirm` (title, label, text with the name). */
const CONFIRMS = ['suspend', 'restore', 'remove', 'withdraw'] as const;

function MemberCard({
  member,
  onChange,
  onAction,
}: {
  member: StaffMemberView;
  onChange: () => void;
  onAction: (kind: 'suspend' | 'restore' | 'remove') => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-ink/10 bg-white/80 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{member.name || member.email}</p>
          <p className="text-sm break-all text-taupe">{member.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RoleBadge role={member.role} />
          {member.suspended && <Badge tone="outline">{t('staff.suspended')}</Badge>}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs tracking-[0.14em] text-taupe uppercase">
            {t('common.professional')}
          </dt>
          <dd>{member.professional?.name ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-[0.14em] text-taupe uppercase">{t('staff.twoFactor')}</dt>
          <dd className="flex items-center gap-1.5">
            {member.twoFactorEnabled ? (
              <>
                <ShieldCheck aria-hidden className="size-4 text-gold-deep" />{' '}
                {t('staff.twoFactorOn')}
              </>
            ) : (
              t('staff.twoFactorOff')
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs tracking-[0.14em] text-taupe uppercase">{t('staff.lastSeen')}</dt>
          <dd>{member.lastSeenAt ? formatAdminDateTime(member.lastSeenAt) : '—'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onChange}>
          {t('staff.change')}
        </Button>
        {member.suspended ? (
          <Button size="sm" variant="outline" onClick={() => onAction('restore')}>
            {t('staff.confirm.restore.label')}
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => onAction('suspend')}>
            {t('staff.confirm.suspend.label')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => onAction('remove')}>
          {t('staff.confirm.remove.label')}
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
  const { t } = useTranslation();
  const staff = useQuery(staffQuery);
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<StaffMemberView | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const action = useMemberAction({
    onSuccess: () => {
      toast.success(t('staff.done'));
      setPending(null);
    },
    onError: (error) => {
      toast.error(t('staff.actionFailed'), { description: requestErrorMessage(error) });
      setPending(null);
    },
  });
  const withdraw = useWithdrawInvitation({
    onSuccess: () => {
      toast.success(t('staff.withdrawn'));
      setPending(null);
    },
    onError: (error) => {
      toast.error(t('staff.withdrawFailed'), {
        description: requestErrorMessage(error),
      });
      setPending(null);
    },
  });
  const confirm = pending && CONFIRMS.includes(pending.kind) ? pending.kind : null;
  const pendingName =
    pending &&
    (pending.kind === 'withdraw'
      ? pending.invitation.email
      : pending.member.name || pending.member.email);

  return (
    <section aria-labelledby="staff-title">
      <PanelHeader id="staff-title" title={t('shell.tabs.equipe')} lead={t('staff.lead')}>
        <Button onClick={() => setInviting(true)}>
          <UserPlus aria-hidden />
          {t('staff.invite')}
        </Button>
      </PanelHeader>

      {staff.isPending ? (
        <ListSkeleton rows={3} />
      ) : staff.isError ? (
        <ListError
          message={t('staff.loadFailed')}
          onRetry={() => void staff.refetch()}
          retrying={staff.isFetching}
        />
      ) : (
        <div className="grid gap-10">
          <ul aria-label={t('staff.members')} className="grid gap-3 xl:grid-cols-2">
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
              {t('staff.invitations')}
            </h3>
            {staff.data.invitations.length === 0 ? (
              <div className="mt-4">
                <ListEmpty>{t('staff.noInvitations')}</ListEmpty>
              </div>
            ) : (
              <ul aria-label={t('staff.invitations')} className="mt-4 grid gap-3 xl:grid-cols-2">
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
                        <span>{t(`language.${invitation.locale}`)}</span>
                        <span>
                          {t('staff.validUntil', {
                            date: formatAdminDateTime(invitation.expiresAt),
                          })}
                        </span>
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      className="self-start sm:self-center"
                      onClick={() => setPending({ kind: 'withdraw', invitation })}
                    >
                      {t('staff.confirm.withdraw.label')}
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
        title={t('staff.invite')}
        description={t('staff.inviteLead')}
      >
        {(close) => <InviteForm onSent={close} />}
      </FormDialog>
      <FormDialog
        open={changing !== null}
        onOpenChange={(open) => !open && setChanging(null)}
        formKey={changing?.id ?? ''}
        title={t('staff.changeTitle')}
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
          title={t(`staff.confirm.${confirm}.title`)}
          description={t(`staff.confirm.${confirm}.text`, { name: pendingName ?? '' })}
          confirmLabel={t(`staff.confirm.${confirm}.label`)}
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
