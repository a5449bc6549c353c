import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AdminProduct,
  stockCountSchema,
  stockDeliverySchema,
  type StockDeliveryInput,
} from '@shared/schemas/till-products';
import { FormDialog } from '@client/components/admin/admin-dialog';
import { DialogSaveButton } from '@client/components/admin/dialog-save-button';
import { fieldControlClass, FormField, TextField } from '@client/components/ui/form-field';
import { requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { useRecordStock } from './api/till-products-api';

export type StockKind = 'delivery' | 'count';

/**
 * 'Entrada de estoque' (goods in, added) or 'Contagem' (what the shelf holds; the difference is
 * recorded) for one product.
 */
export function StockDialog({
  product,
  kind,
  onOpenChange,
}: {
  product: AdminProduct | null;
  kind: StockKind;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={product !== null}
      onOpenChange={onOpenChange}
      formKey={`${kind}-${product?.id ?? ''}`}
      title={t(kind === 'delivery' ? 'tillProducts.delivery' : 'tillProducts.count')}
      description={
        product
          ? t('tillProducts.stockForm.description', {
              name: product.name,
              quantity: product.stockQuantity,
            })
          : ''
      }
    >
      {(close) => product && <StockForm product={product} kind={kind} onSaved={close} />}
    </FormDialog>
  );
}

function StockForm({
  product,
  kind,
  onSaved,
}: {
  product: AdminProduct;
  kind: StockKind;
  onSaved: () => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const schema = kind === 'delivery' ? stockDeliverySchema : stockCountSchema;
  const { register, handleSubmit, setError, formState } = useForm<
    StockDeliveryInput,
    unknown,
    { quantity: number; note: string }
  >({
    resolver: inStaffLanguage(zodResolver(schema), locale),
    defaultValues: { quantity: '', note: '' },
  });
  const { errors } = formState;
  const record = useRecordStock({
    onSuccess: (change) => {
      toast.success(
        t(
          kind === 'delivery'
            ? 'tillProducts.stockForm.received'
            : 'tillProducts.stockForm.counted',
        ),
        {
          description: t('tillProducts.stockForm.now', {
            name: change.product.name,
            quantity: change.product.stockQuantity,
          }),
        },
      );
      onSaved();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, ['quantity', 'note']);
      toast.error(t('tillProducts.stockForm.failed'), { description: requestErrorMessage(error) });
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        record.mutate({ id: product.id, values: { kind, ...values } }),
      )}
      className="grid gap-5"
    >
      <TextField
        id={`${id}-quantity`}
        label={t(
          kind === 'delivery'
            ? 'tillProducts.stockForm.quantityReceived'
            : 'tillProducts.stockForm.quantityCounted',
        )}
        required
        error={errors.quantity?.message}
        inputMode="numeric"
        autoComplete="off"
        {...register('quantity')}
      />
      <FormField
        id={`${id}-note`}
        label={t('tillProducts.stockForm.note')}
        optional
        optionalLabel={t('tillProducts.form.optional')}
        error={errors.note?.message}
      >
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={500}
          className={fieldControlClass}
          placeholder={t(
            kind === 'delivery'
              ? 'tillProducts.stockForm.deliveryPlaceholder'
              : 'tillProducts.stockForm.countPlaceholder',
          )}
          {...register('note')}
        />
      </FormField>
      <DialogSaveButton busy={record.isPending}>
        {t(
          kind === 'delivery'
            ? 'tillProducts.stockForm.saveDelivery'
            : 'tillProducts.stockForm.saveCount',
        )}
      </DialogSaveButton>
    </form>
  );
}
