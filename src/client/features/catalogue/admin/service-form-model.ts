import type { UseFormReturn } from 'react-hook-form';
import type {
  AdminService,
  AdminServiceInput,
  AdminServiceValues,
} from '@shared/schemas/admin-catalogue';
import { fieldA11y, fieldControlClass } from '@client/components/ui/form-field';
import { penceToPounds } from './catalogue-labels';

/** Every field of the service form, as the server names them in a refusal. */
export const SERVICE_FIELDS = [
  'name',
  'description',
  'category',
  'section',
  'durationMinutes',
  'price',
  'priceMax',
  'bufferMinutes',
  'rebookAfterDays',
  'depositKind',
  'depositValue',
  'professionalIds',
] as const;

export type ServiceFieldIds = Record<(typeof SERVICE_FIELDS)[number], string>;

/** What every section of the service form is given: the form and its fields' element ids. */
export type ServiceFieldsProps = {
  ids: ServiceFieldIds;
  form: UseFormReturn<AdminServiceInput, unknown, AdminServiceValues>;
};

/** A select of the form, wired to its field, its id and its error. */
export function selectProps(
  { ids, form }: ServiceFieldsProps,
  field: 'category' | 'section' | 'depositKind',
) {
  return {
    id: ids[field],
    className: fieldControlClass,
    ...fieldA11y(ids[field], form.formState.errors[field]?.message),
    ...form.register(field),
  };
}

/** The deposit as the form shows it: pounds for a fixed amount, the whole percentage otherwise. */
function depositDefaults(service: AdminService) {
  if (!service.depositKind) return { depositKind: 'none' as const, depositValue: '' };
  return {
    depositKind: service.depositKind,
    depositValue:
      service.depositKind === 'fixed'
        ? penceToPounds(service.depositValue)
        : String(service.depositValue ?? ''),
  };
}

export function serviceDefaults(service: AdminService | null): AdminServiceInput {
  if (!service) {
    return {
      name: '',
      description: '',
      category: 'cabelo',
      section: 'cabelo-cortes',
      durationMinutes: '30',
      price: '',
      priceMax: '',
      priceIsFrom: false,
      bookable: true,
      bufferMinutes: '0',
      rebookAfterDays: '',
      adultsOnly: false,
      depositKind: 'none',
      depositValue: '',
      // Nobody is ticked: the owner chooses who performs it (the server refuses a bookable one
      // with nobody).
      professionalIds: [],
    };
  }
  return {
    name: service.name,
    description: service.description,
    category: service.category,
    section: service.section,
    durationMinutes: String(service.durationMinutes),
    price: penceToPounds(service.pricePence),
    priceMax: penceToPounds(service.priceMaxPence),
    priceIsFrom: service.priceIsFrom,
    bookable: service.bookable,
    bufferMinutes: String(service.bufferMinutes),
    rebookAfterDays: service.rebookAfterDays === null ? '' : String(service.rebookAfterDays),
    adultsOnly: service.adultsOnly,
    ...depositDefaults(service),
    professionalIds: service.professionalIds,
  };
}
