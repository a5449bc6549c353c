import { z } from 'zod';
import { ONLINE_START_INTERVALS, ONLINE_START_MODES } from '../start-times';

// The salon's facts and opening hours as the owner edits them in Settings (decision 025).
// ../business.ts keeps the facts no one edits (tagline, owner, geo, team biographies). Phone
// numbers are Ofcom's drama ranges until the owner enters the real ones.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} é obrigatório.` })
    .trim()
    .min(1, `${label} é obrigatório.`)
    .max(max, `${label} pode ter no máximo ${max} caracteres.`);

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string().regex(CLOCK, 'Use o formato HH:MM (por exemplo 09:00).');

/** One weekday's hours; both null when the salon is closed that day. */
export const dayHoursSchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    opens: clock.nullable(),
    closes: clock.nullable(),
  })
  .refine((d) => (d.opens === null) === (d.closes === null), {
    message: 'Informe a abertura e o fechamento, ou marque o dia como fechado.',
    path: ['closes'],
  })
  // Only two well-written times are compared; a badly written one has its own message.
  .refine(
    (d) =>
      !d.opens || !d.closes || !CLOCK.test(d.opens) || !CLOCK.test(d.closes) || d.closes > d.opens,
    {
      message: 'O fechamento tem que ser depois da abertura.',
      path: ['closes'],
    },
  );
export type DayHours = z.infer<typeof dayHoursSchema>;

const ukPhoneDigits = /^\+?[\d\s()-]{7,20}$/;
const waNumber = z
  .string()
  .trim()
  .regex(
    /^\d{10,15}$/,
    'Escreva o número de WhatsApp só com dígitos, com o indicativo (447700900123).',
  );

/** Hours before the start: at least one, at most a week (168). */
const leadHours = (label: string) => {
  // One value, not two (first letter, rest): the English dictionary reads it back whole.
  const Label = label[0]!.toUpperCase() + label.slice(1);
  return z
    .number({ error: `Indique ${label} em horas.` })
    .int(`Indique ${label} em um número inteiro de horas.`)
    .min(1, `${Label} tem que ser de pelo menos 1 hora.`)
    .max(168, `${Label} pode ser no máximo de 168 horas (7 dias).`);
};

/**
 * When clients are reminded of an appointment (issue 18): a first reminder `firstHours` before it
 * starts, and an optional second one closer to it (null when off).
 */
export const reminderSettingsSchema = z
  .object({
    firstHours: leadHours('a antecedência do primeiro lembrete'),
    secondHours: leadHours('a antecedência do segundo lembrete').nullable(),
  })
  .refine((r) => r.secondHours === null || r.secondHours < r.firstHours, {
    message: 'O segundo lembrete tem que ser mais perto do agendamento do que o primeiro.',
    path: ['secondHours'],
  });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const defaultReminderSettings: ReminderSettings = { firstHours: 24, secondHours: null };

const INTERVAL_MESSAGE = 'Escolha de quantos em quantos minutos: 10, 15, 20, 30 ou 60.';

/**
 * How clients book online (issue 30): which start times they are offered ('fixed': the original
 * list; 'interval': every `intervalMinutes` from each professional's working start, kept while the
 * list is chosen so switching back and forth keeps it), and whether their bookings are confirmed at
 * once instead of waiting, pending, for the salon.
 */
export const onlineBookingSettingsSchema = z.object({
  startTimes: z.enum(ONLINE_START_MODES, {
    error: 'Escolha os horários para agendamento online.',
  }),
  intervalMinutes: z.union(
    ONLINE_START_INTERVALS.map((n) => z.literal(n)),
    { error: INTERVAL_MESSAGE },
  ),
  autoConfirm: z.boolean({ error: 'Indique se os agendamentos online são confirmados.' }),
});
export type OnlineBookingSettings = z.infer<typeof onlineBookingSettingsSchema>;

/** Today's behaviour: the fixed list, and every online booking pending until the salon confirms. */
export const defaultOnlineBookingSettings: OnlineBookingSettings = {
  startTimes: 'fixed',
  intervalMinutes: 15,
  autoConfirm: false,
};

/** A UK VAT number: GB and 9 digits, or 12 for a branch of a group registration. */
export const vatNumberSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        /^GB(\d{9}|\d{12})$/,
        'Indique um número de IVA do Reino Unido: GB e 9 ou 12 algarismos.',
      ),
  );

/** The form's field: empty means not registered. */
export const vatNumberField = z
  .union([
    z
      .string()
      .trim()
      .length(0)
      .transform(() => null),
    vatNumberSchema,
  ])
  .nullable();

export const salonSettingsSchema = z.object({
  name: text('O nome do salão', 80),
  address: z.object({
    street: text('A morada', 120),
    locality: z.string().trim().max(80, 'A zona pode ter no máximo 80 caracteres.'),
    city: text('A cidade', 80),
    postcode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
        'Indique um código postal do Reino Unido válido.',
      ),
  }),
  phones: z
    .array(
      z.object({
        label: text('A etiqueta do telefone', 40),
        display: z.string().trim().regex(ukPhoneDigits, 'Indique um número de telefone válido.'),
        tel: z
          .string()
          .trim()
          .regex(
            /^\+\d{8,15}$/,
            'Escreva o número para ligar no formato internacional (+441214960318).',
          ),
      }),
    )
    .min(1, 'Indique pelo menos um telefone.')
    .max(4, 'Indique no máximo 4 telefones.'),
  email: z.email({ error: 'Indique um email válido.' }),
  whatsapp: z.object({ main: waNumber, quotes: waNumber }),
  social: z
    .array(
      z.object({
        name: text('O nome da rede social', 40),
        url: z
          .url({ protocol: /^https$/, error: 'Indique um endereço https:// válido.' })
          .max(300, 'O endereço pode ter no máximo 300 caracteres.'),
      }),
    )
    .max(6, 'Indique no máximo 6 redes sociais.'),
  /** Seven days, Monday (1) to Sunday (7). */
  openingHours: z
    .array(dayHoursSchema)
    .length(7, 'Indique o horário dos sete dias.')
    .refine(
      (days) => days.every((d, i) => d.weekday === i + 1),
      'Indique os dias de segunda a domingo.',
    ),
  // Documents saved before reminders existed have none: they get the defaults.
  reminders: reminderSettingsSchema.default(defaultReminderSettings),
  // Likewise for documents saved before the owner chose online start times.
  onlineBooking: onlineBookingSettingsSchema.default(defaultOnlineBookingSettings),
  /**
   * The salon's VAT registration (issue 34), printed with the VAT breakdown on the till's receipts;
   * null when not registered. Spaces are dropped: 'GB 123 4567 89' is stored 'GB123456789'.
   */
  vatNumber: vatNumberField.default(null),
});
export type SalonSettings = z.infer<typeof salonSettingsSchema>;

/** The values the site launched with, seeded into the database on first start. */
export const defaultSalonSettings: SalonSettings = {
  name: 'Aurora Beauty Studio',
  address: {
    street: '118 Harborne Road',
    locality: 'Edgbaston',
    city: 'Birmingham',
    postcode: 'B15 3HF',
  },
  phones: [
    { label: 'Salon', display: '0121 496 0318', tel: '+441214960318' },
    { label: 'Mobile & WhatsApp', display: '07700 900 123', tel: '+447700900123' },
  ],
  email: 'hello@aurorabeautystudio.co.uk',
  whatsapp: { main: '447700900123', quotes: '447700900789' },
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/aurorabeautystudio.bham' },
    { name: 'Facebook', url: 'https://www.facebook.com/aurorabeautystudio.bham' },
  ],
  openingHours: [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '20:00' })),
    { weekday: 6, opens: '08:00', closes: '18:00' },
    { weekday: 7, opens: null, closes: null },
  ],
  reminders: defaultReminderSettings,
  onlineBooking: defaultOnlineBookingSettings,
  vatNumber: null,
};

/**
 * A document as stored: one saved before a part existed (the reminders, online booking) gets that part's default,
 * so every reader sees a whole `SalonSettings`.
 */
export function storedSalonSettings(data: SalonSettings): SalonSettings {
  const reminders = reminderSettingsSchema.safeParse(data.reminders);
  const onlineBooking = onlineBookingSettingsSchema.safeParse(data.onlineBooking);
  return {
    ...data,
    reminders: reminders.success ? reminders.data : defaultReminderSettings,
    onlineBooking: onlineBooking.success ? onlineBooking.data : defaultOnlineBookingSettings,
    vatNumber: typeof data.vatNumber === 'string' ? data.vatNumber : null,
  };
}
