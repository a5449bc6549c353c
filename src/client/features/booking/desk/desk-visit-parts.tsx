import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueProfessional, CatalogueService } from '@shared/catalogue-schema';
import { MAX_VISIT_SERVICES } from '@shared/schemas/visits';
import { FormField } from '@client/components/ui/form-field';
import { Button } from '@client/components/ui/button';
import { professionalsFor } from '../booking-view';
import { SelectControl } from '../components/select-control';
import { ServiceCombobox } from './service-combobox';

/** A later service of the visit: its professional '' is 'Sem preferência'. */
export interface DeskVisitPart {
  serviceId: string;
  professionalId: string;
}

/**
 * The visit's later services (issue 32), under the first: each with its professional, each
 * starting when the one before ends; 'Adicionar serviço' up to MAX_VISIT_SERVICES in all.
 */
export function DeskVisitParts({
  parts,
  onChange,
  services,
  professionals,
  errors,
}: {
  parts: DeskVisitPart[];
  onChange: (parts: DeskVisitPart[]) => void;
  services: readonly CatalogueService[];
  professionals: readonly CatalogueProfessional[];
  errors: Record<string, string>;
}) {
  const id = useId();
  const { t } = useTranslation();
  const set = (index: number, part: DeskVisitPart) =>
    onChange(parts.map((p, i) => (i === index ? part : p)));
  return (
    <div className="grid gap-4">
      {parts.length > 0 && <p className="text-xs text-taupe">{t('newAppointment.chainHint')}</p>}
      {parts.map((part, index) => {
        const n = index + 2;
        const service = services.find((s) => s.id === part.serviceId);
        const error = errors[`moreParts.${index}.serviceId`];
        return (
          <div
            key={index}
            className="grid gap-3 rounded-2xl border border-ink/10 p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
          >
            <FormField
              id={`${id}-${index}-service`}
              label={t('newAppointment.partLabel', { n })}
              required
              error={error}
            >
              <ServiceCombobox
                id={`${id}-${index}-service`}
                services={services}
                value={part.serviceId}
                invalid={Boolean(error)}
                onChange={(serviceId) => {
                  const next = services.find((s) => s.id === serviceId);
                  const keeps = next?.professionalIds.includes(part.professionalId);
                  set(index, { serviceId, professionalId: keeps ? part.professionalId : '' });
                }}
              />
            </FormField>
            <FormField id={`${id}-${index}-professional`} label={t('common.professional')}>
              <SelectControl
                id={`${id}-${index}-professional`}
                value={part.professionalId}
                onChange={(event) => set(index, { ...part, professionalId: event.target.value })}
              >
                <option value="">{t('common.noPreference')}</option>
                {professionalsFor(service, professionals).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </SelectControl>
            </FormField>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={t('newAppointment.removePart', { n })}
              onClick={() => onChange(parts.filter((_, i) => i !== index))}
            >
              <X aria-hidden />
            </Button>
          </div>
        );
      })}
      {parts.length < MAX_VISIT_SERVICES - 1 && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange([...parts, { serviceId: '', professionalId: '' }])}
          >
            <Plus aria-hidden /> {t('newAppointment.addService')}
          </Button>
        </div>
      )}
    </div>
  );
}
