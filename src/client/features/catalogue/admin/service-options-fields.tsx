import type { ServiceFieldsProps } from './service-form-model';

/** The service's switches: "from" price, online booking, adults only. */
export function ServiceOptionsFields({ form }: Pick<ServiceFieldsProps, 'form'>) {
  const { register } = form;
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="sr-only">Opções</legend>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-gold-deep" {...register('priceIsFrom')} />
        Mostrar como “a partir de” (o preço final depende da cliente)
      </label>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-gold-deep" {...register('bookable')} />
        Pode ser agendado online
      </label>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-gold-deep" {...register('adultsOnly')} />
        Só maiores de 18 (a cliente informa a data de nascimento ao agendar)
      </label>
    </fieldset>
  );
}
