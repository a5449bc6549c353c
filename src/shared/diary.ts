// The salon's diary (decision 025): constants and wording both sides use.

/** Why a professional is away. */
export const TIME_OFF_KINDS = ['holiday', 'training', 'sickness', 'other'] as const;
export type TimeOffKind = (typeof TIME_OFF_KINDS)[number];

/** What the back office calls each kind. */
export const TIME_OFF_LABELS: Record<TimeOffKind, string> = {
  holiday: 'Férias',
  training: 'Formação',
  sickness: 'Doença',
  other: 'Outro',
};

/** Clients are 18 or over on the appointment's date for an 18+ service (the 2021 Act). */
export const ADULT_AGE = 18;

/** The longest clean-up a service may carry after it. */
export const MAX_BUFFER_MINUTES = 120;

/** Shown to clients on a bank holiday the salon has not chosen to open. */
export const BANK_HOLIDAY_REASON = 'Closed for the bank holiday';

export const diaryMessages = {
  notPerformed: 'This professional does not perform this service.',
  dateOfBirthMissing: 'Please add your date of birth to book this treatment.',
  underAge: 'This treatment is only available to clients aged 18 or over.',
} as const;
