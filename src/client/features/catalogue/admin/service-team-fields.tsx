import { useTranslation } from 'react-i18next';
import { cn } from '@client/lib/cn';
import type { ServiceFieldsProps } from './service-form-model';

export type TeamMember = { id: string; name: string; isActive: boolean };

/** Who performs the service: one box a professional, the inactive ones greyed. */
export function ServiceTeamFields({
  ids,
  form,
  team,
}: ServiceFieldsProps & { team: TeamMember[] }) {
  const { register, formState } = form;
  const { errors } = formState;
  const { t } = useTranslation();
  return (
    <fieldset
      className="grid gap-2 sm:col-span-2"
      aria-describedby={errors.professionalIds ? `${ids.professionalIds}-error` : undefined}
    >
      <legend className="text-sm font-medium text-ink">{t('catalogue.serviceForm.team')}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {team.map((professional) => (
          <label
            key={professional.id}
            className="flex items-center gap-3 rounded-xl border border-ink/10 px-3 py-2 text-sm has-checked:border-gold-deep has-checked:bg-sand/40"
          >
            <input
              type="checkbox"
              value={professional.id}
              className="size-4 accent-gold-deep"
              {...register('professionalIds')}
            />
            <span className={cn(!professional.isActive && 'text-taupe')}>
              {professional.name}
              {!professional.isActive && ` ${t('catalogue.serviceForm.inactiveMember')}`}
            </span>
          </label>
        ))}
      </div>
      {errors.professionalIds && (
        <p id={`${ids.professionalIds}-error`} className="text-sm text-red-800">
          {errors.professionalIds.message}
        </p>
      )}
    </fieldset>
  );
}
