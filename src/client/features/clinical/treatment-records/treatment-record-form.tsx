import { Plus, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOSE_UNITS,
  type DoseUnit,
  type TreatmentRecord,
} from '@shared/clinical-treatment-records';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { useSaveTreatmentRecord } from './api/treatment-records-api';

interface DoseDraft {
  area: string;
  amount: string;
  unit: DoseUnit;
}
interface ProductDraft {
  product: string;
  batch: string;
  expiresOn: string;
  doses: DoseDraft[];
}

const emptyDose = (): DoseDraft => ({ area: '', amount: '', unit: 'units' });
const emptyProduct = (): ProductDraft => ({
  product: '',
  batch: '',
  expiresOn: '',
  doses: [emptyDose()],
});

function draftOf(record: TreatmentRecord | null): { products: ProductDraft[]; notes: string } {
  if (!record) return { products: [emptyProduct()], notes: '' };
  return {
    products: record.products.map((p) => ({
      ...p,
      doses: p.doses.map((d) => ({ ...d, amount: String(d.amount) })),
    })),
    notes: record.notes ?? '',
  };
}

// A date input keeps a wide intrinsic size: min-w-0 lets it fit its column on a tablet.
const input = cn(fieldControlClass, 'w-full min-w-0 bg-white');
const label = 'text-[0.6875rem] font-medium tracking-[0.16em] text-taupe uppercase';

/**
 * The record of a completed treatment: each product with its batch and expiry, the dose given per
 * area (units or ml), and notes. The server refuses an expired batch; its words are shown here.
 */
export function TreatmentRecordForm({
  appointmentId,
  record,
  onSaved,
}: {
  appointmentId: string;
  record: TreatmentRecord | null;
  onSaved: (record: TreatmentRecord) => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(record));
  const [error, setError] = useState<string>();
  const save = useSaveTreatmentRecord({
    onSuccess: (saved) => {
      setError(undefined);
      toast.success(t('treatments.saved'));
      onSaved(saved);
    },
    onError: (failure) => {
      const message = requestErrorMessage(failure, t('treatments.saveFailed'));
      setError(message);
      toast.error(t('treatments.saveFailed'), { description: message });
    },
  });
  const setProduct = (index: number, change: Partial<ProductDraft>) =>
    setDraft((d) => ({
      ...d,
      products: d.products.map((p, i) => (i === index ? { ...p, ...change } : p)),
    }));
  const setDose = (index: number, doseIndex: number, change: Partial<DoseDraft>) =>
    setProduct(index, {
      doses: draft.products[index]!.doses.map((dose, i) =>
        i === doseIndex ? { ...dose, ...change } : dose,
      ),
    });

  const submit = () =>
    save.mutate({
      appointmentId,
      values: {
        notes: draft.notes,
        products: draft.products.map((p) => ({
          product: p.product,
          batch: p.batch,
          expiresOn: p.expiresOn,
          doses: p.doses.map((d) => ({
            area: d.area,
            amount: Number(d.amount.replace(',', '.')),
            unit: d.unit,
          })),
        })),
      },
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid min-w-0 gap-4"
    >
      {draft.products.map((product, index) => (
        <fieldset
          key={index}
          className="grid min-w-0 gap-3 rounded-2xl border border-ink/10 bg-white/70 p-4"
        >
          <legend className="px-1 text-sm font-medium text-ink">
            {t('treatments.productN', { n: index + 1 })}
          </legend>
          <div className="grid min-w-0 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <label className="grid min-w-0 gap-1">
              <span className={label}>{t('treatments.product')}</span>
              <input
                className={input}
                value={product.product}
                onChange={(e) => setProduct(index, { product: e.target.value })}
                name={`${id}-product-${index}`}
              />
            </label>
            <label className="grid min-w-0 gap-1">
              <span className={label}>{t('treatments.batch')}</span>
              <input
                className={input}
                value={product.batch}
                onChange={(e) => setProduct(index, { batch: e.target.value })}
              />
            </label>
            <label className="grid min-w-0 gap-1">
              <span className={label}>{t('treatments.expiresOn')}</span>
              <input
                type="date"
                className={input}
                value={product.expiresOn}
                onChange={(e) => setProduct(index, { expiresOn: e.target.value })}
              />
            </label>
          </div>
          {product.doses.map((dose, doseIndex) => (
            <div
              key={doseIndex}
              className="grid min-w-0 grid-cols-[minmax(0,1fr)_5.5rem] items-end gap-2 sm:grid-cols-[minmax(0,2fr)_6rem_8rem_auto]"
            >
              <label className="col-span-2 grid min-w-0 gap-1 sm:col-span-1">
                <span className={label}>{t('treatments.area')}</span>
                <input
                  className={input}
                  value={dose.area}
                  onChange={(e) => setDose(index, doseIndex, { area: e.target.value })}
                />
              </label>
              <label className="grid min-w-0 gap-1">
                <span className={label}>{t('treatments.amount')}</span>
                <input
                  inputMode="decimal"
                  className={input}
                  value={dose.amount}
                  onChange={(e) => setDose(index, doseIndex, { amount: e.target.value })}
                />
              </label>
              <label className="grid min-w-0 gap-1">
                <span className={label}>{t('treatments.unit')}</span>
                <select
                  className={input}
                  value={dose.unit}
                  onChange={(e) => setDose(index, doseIndex, { unit: e.target.value as DoseUnit })}
                >
                  {DOSE_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(`treatments.units.${unit}`)}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t('treatments.removeArea')}
                disabled={product.doses.length === 1}
                onClick={() =>
                  setProduct(index, { doses: product.doses.filter((_, i) => i !== doseIndex) })
                }
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setProduct(index, { doses: [...product.doses, emptyDose()] })}
            >
              <Plus aria-hidden />
              {t('treatments.addArea')}
            </Button>
            {draft.products.length > 1 && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  setDraft((d) => ({ ...d, products: d.products.filter((_, i) => i !== index) }))
                }
              >
                <Trash2 aria-hidden />
                {t('treatments.removeProduct')}
              </Button>
            )}
          </div>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => setDraft((d) => ({ ...d, products: [...d.products, emptyProduct()] }))}
      >
        <Plus aria-hidden />
        {t('treatments.addProduct')}
      </Button>
      <label className="grid min-w-0 gap-1">
        <span className={label}>{t('treatments.notes')}</span>
        <textarea
          rows={3}
          className={cn(input, 'resize-y')}
          value={draft.notes}
          onChange={(e) => setDraft((d) => ({ ...d, notes: e.target.value }))}
        />
      </label>
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button
        type="submit"
        variant="primary"
        size="sm"
        className="sm:justify-self-end"
        disabled={save.isPending}
      >
        {save.isPending ? <Spinner /> : <Save aria-hidden />}
        {t('treatments.save')}
      </Button>
    </form>
  );
}
