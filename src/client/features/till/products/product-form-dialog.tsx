import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AdminProduct,
  type ProductFormValues,
  productFormSchema,
} from '@shared/schemas/till-products';
import { VAT_RATES_BP } from '@shared/till';
import { FormDialog, type RecordDialogProps } from '@client/components/admin/admin-dialog';
import { DialogSaveButton } from '@client/components/admin/dialog-save-button';
import { fieldControlClass, FormField, TextField } from '@client/components/ui/form-field';
import { requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { useSaveProduct } from './api/till-products-api';

const pounds = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));

/** 'Novo produto' (`record` null) or 'Editar' a product: its details and prices, never its stock. */
export function ProductFormDialog({ record, open, onOpenChange }: RecordDialogProps<AdminProduct>) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={record?.id ?? 'new'}
      title={t(record ? 'tillProducts.form.edit' : 'tillProducts.new')}
      description={t('tillProducts.form.description')}
    >
      {(close) => <ProductForm product={record} onSaved={close} />}
    </FormDialog>
  );
}

function ProductForm({ product, onSaved }: { product: AdminProduct | null; onSaved: () => void }) {
  const id = useId();
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const { register, handleSubmit, setError, formState } = useForm<
    ProductFormValues,
    unknown,
    ReturnType<typeof productFormSchema.parse>
  >({
    resolver: inStaffLanguage(zodResolver(productFormSchema), locale),
    defaultValues: {
      name: product?.name ?? '',
      brand: product?.brand ?? '',
      barcode: product?.barcode ?? '',
      price: pounds(product?.pricePence ?? null),
      vatRateBp: String(product?.vatRateBp ?? 2000),
      cost: pounds(product?.costPence ?? null),
      lowStockThreshold:
        product?.lowStockThreshold === null || product?.lowStockThreshold === undefined
          ? ''
          : String(product.lowStockThreshold),
      isActive: product?.isActive ?? true,
    },
  });
  const { errors } = formState;
  const save = useSaveProduct({
    onSuccess: () => {
      toast.success(t(product ? 'tillProducts.form.updated' : 'tillProducts.form.created'));
      onSaved();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, {
        name: 'name',
        brand: 'brand',
        barcode: 'barcode',
        price: 'pricePence',
        vatRateBp: 'vatRateBp',
        cost: 'costPence',
        lowStockThreshold: 'lowStockThreshold',
      });
      toast.error(t('tillProducts.form.saveFailed'), { description: requestErrorMessage(error) });
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate({ id: product?.id, values }))}
      className="grid gap-5"
    >
      <TextField
        id={`${id}-name`}
        label={t('tillProducts.form.name')}
        required
        error={errors.name?.message}
        maxLength={120}
        autoComplete="off"
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-brand`}
          label={t('tillProducts.form.brand')}
          optional
          optionalLabel={t('tillProducts.form.optional')}
          error={errors.brand?.message}
          maxLength={80}
          autoComplete="off"
          {...register('brand')}
        />
        <TextField
          id={`${id}-barcode`}
          label={t('tillProducts.form.barcode')}
          optional
          optionalLabel={t('tillProducts.form.optional')}
          error={errors.barcode?.message}
          maxLength={40}
          inputMode="numeric"
          autoComplete="off"
          {...register('barcode')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-price`}
          label={t('tillProducts.form.price')}
          required
          error={errors.price?.message}
          inputMode="decimal"
          autoComplete="off"
          {...register('price')}
        />
        <FormField
          id={`${id}-vat`}
          label={t('tillProducts.form.vatRate')}
          error={errors.vatRateBp?.message}
        >
          <select id={`${id}-vat`} className={fieldControlClass} {...register('vatRateBp')}>
            {VAT_RATES_BP.map((rate) => (
              <option key={rate} value={String(rate)}>
                {t('tillProducts.vat', { percent: rate / 100 })}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-cost`}
          label={t('tillProducts.form.cost')}
          optional
          optionalLabel={t('tillProducts.form.optional')}
          error={errors.cost?.message}
          inputMode="decimal"
          autoComplete="off"
          {...register('cost')}
        />
        <TextField
          id={`${id}-threshold`}
          label={t('tillProducts.form.threshold')}
          optional
          optionalLabel={t('tillProducts.form.optional')}
          error={errors.lowStockThreshold?.message}
          inputMode="numeric"
          autoComplete="off"
          {...register('lowStockThreshold')}
        />
      </div>
      <p className="-mt-3 text-sm text-taupe">{t('tillProducts.form.thresholdHint')}</p>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-gold-deep" {...register('isActive')} />
        {t('tillProducts.form.active')}
      </label>
      <DialogSaveButton busy={save.isPending} />
    </form>
  );
}
