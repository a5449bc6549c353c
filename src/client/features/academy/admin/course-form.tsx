import { zodResolver } from '@hookform/resolvers/zod';
import { Save, X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type AdminCourse,
  COURSE_ARTS,
  courseArt,
  MAX_COURSE_PRICE_PENCE,
  MIN_COURSE_PRICE_PENCE,
} from '@shared/academy';
import { parsePounds } from '@shared/money';
import { type AdminCourseInput, adminCourseInputSchema } from '@shared/schemas/academy';
import { ArtImage } from '@client/components/ui/art-image';
import { Button } from '@client/components/ui/button';
import {
  fieldA11y,
  fieldControlClass,
  FormField,
  TextField,
} from '@client/components/ui/form-field';
import { SubmitButton } from '@client/components/ui/submit-button';
import { cn } from '@client/lib/cn';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { useStaffMessage } from '@client/i18n/staff-message';

const PRICE_MESSAGE = 'Informe um preço entre £0.01 e £10,000.00.';

/** The form edits the price as pounds text ("67.00"); the API takes pence. */
const formSchema = z.object({
  name: adminCourseInputSchema.shape.name,
  description: adminCourseInputSchema.shape.description,
  price: z.string().refine((text) => {
    const pence = parsePounds(text);
    return (
      pence !== undefined && pence >= MIN_COURSE_PRICE_PENCE && pence <= MAX_COURSE_PRICE_PENCE
    );
  }, PRICE_MESSAGE),
  image: z.enum(['auto', ...COURSE_ARTS]),
  isActive: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;

/** The API's names of the form's fields, for the server's field errors. */
const API_FIELDS = {
  name: 'name',
  description: 'description',
  price: 'pricePence',
  image: 'imageUrl',
} as const;

const toInput = (values: FormValues): AdminCourseInput => ({
  name: values.name,
  description: values.description,
  pricePence: parsePounds(values.price)!,
  imageUrl: values.image === 'auto' ? null : values.image,
  isActive: values.isActive,
});

interface CourseFormProps {
  course?: AdminCourse;
  busy: boolean;
  /** The last save's failure: its field errors show under the fields. */
  serverError?: Error | null;
  onSubmit: (input: AdminCourseInput) => void;
  onCancel: () => void;
}

/** Creating or editing a course: name, description, price in £, artwork and whether it is sold. */
export function CourseForm({ course, busy, serverError, onSubmit, onCancel }: CourseFormProps) {
  const { t } = useTranslation();
  const message = useStaffMessage();
  const id = useId();
  const { register, handleSubmit, control, formState, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: course?.name ?? '',
      description: course?.description ?? '',
      price: course ? (course.pricePence / 100).toFixed(2) : '',
      image: course?.imageUrl ?? 'auto',
      isActive: course?.isActive ?? true,
    },
  });
  const { errors } = formState;
  useEffect(() => {
    setServerFieldErrors(serverError, setError, API_FIELDS);
  }, [serverError, setError]);
  const error = (field: keyof FormValues) => message(errors[field]?.message);
  const [name, image] = useWatch({ control, name: ['name', 'image'] });
  const preview = image === 'auto' ? courseArt({ name }) : image;
  const ids = {
    name: `${id}-name`,
    description: `${id}-description`,
    price: `${id}-price`,
    image: `${id}-image`,
    active: `${id}-active`,
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(toInput(values)))}
      className="grid gap-5 md:grid-cols-[1fr_14rem]"
    >
      <div className="grid gap-5">
        <TextField
          id={ids.name}
          label={t('courses.name')}
          required
          maxLength={120}
          error={error('name')}
          {...register('name')}
        />
        <FormField
          id={ids.description}
          label={t('courses.description')}
          required
          error={error('description')}
        >
          <textarea
            id={ids.description}
            rows={4}
            maxLength={2000}
            className={cn(fieldControlClass, 'resize-y')}
            {...fieldA11y(ids.description, error('description'))}
            {...register('description')}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={ids.price} label={t('courses.priceField')} required error={error('price')}>
            <input
              id={ids.price}
              inputMode="decimal"
              placeholder="67.00"
              className={fieldControlClass}
              {...fieldA11y(ids.price, error('price'))}
              {...register('price')}
            />
          </FormField>
          <FormField id={ids.image} label={t('courses.image')} error={error('image')}>
            <select id={ids.image} className={fieldControlClass} {...register('image')}>
              <option value="auto">{t('courses.imageAuto')}</option>
              {COURSE_ARTS.map((art) => (
                <option key={art} value={art}>
                  {t(`courses.arts.${art}`)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <label htmlFor={ids.active} className="flex items-center gap-3 text-sm text-ink">
          <input
            id={ids.active}
            type="checkbox"
            className="size-4 accent-gold-deep"
            {...register('isActive')}
          />
          {t('courses.activeField')}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton busy={busy} busyLabel={t('courses.saving')} icon={<Save aria-hidden />}>
            {t('courses.save')}
          </SubmitButton>
          <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={busy}>
            <X aria-hidden />
            {t('courses.cancel')}
          </Button>
        </div>
      </div>
      <div className="hidden md:block">
        <p className="text-sm font-medium text-ink">{t('courses.preview')}</p>
        <ArtImage
          name={preview}
          width={800}
          height={600}
          alt=""
          className="mt-2 aspect-[4/3] w-full rounded-2xl border border-ink/10 object-cover"
        />
      </div>
    </form>
  );
}
