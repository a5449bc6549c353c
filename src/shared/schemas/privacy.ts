import { z } from 'zod';

/** `DELETE /api/me`: the client's own password, asked again before the account goes. */
export const deleteAccountInputSchema = z.object({
  password: z
    .string({ error: 'Enter your password to confirm.' })
    .min(1, { error: 'Enter your password to confirm.' })
    .max(1000, { error: 'The password is incorrect.' }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** `POST /api/admin/clients/:id/erase`: staff confirm an erasure request explicitly. */
export const eraseClientInputSchema = z.object({
  confirm: z.literal(true, { error: 'Confirme o apagamento.' }),
});

export const privacyMessages = {
  wrongPassword: 'The password is incorrect.',
  noPassword:
    'Your account has no password yet. Set one with “Forgot your password?” on the sign-in page, then delete your account here.',
  adminAccount:
    'An administrator’s account cannot be deleted here. Ask the owner to remove your administrator rights first.',
  tooManyAttempts: 'Too many incorrect passwords. Please try again in 15 minutes.',
  deleted: 'Your account has been deleted.',
  adminAccountPt:
    'Esta é a conta de um administrador: retire os direitos de administrador antes de apagá-la.',
  alreadyErased: 'Este cliente já foi apagado.',
} as const;

/**
 * Everything the salon holds about one client (UK GDPR, right of access), as the JSON file they
 * download. Staff's private notes and the back office's audit log are not theirs and are left out.
 */
export interface ClientDataExport {
  about: string;
  /**
   * The clinic's records about them (issue 33): consultation forms, patch tests, prescriptions,
   * treatment records and their photos (base64), by table, rows as stored.
   */
  clinicalRecords: Record<string, Record<string, unknown>[]>;
  exportedAt: string;
  account: {
    name: string;
    email: string;
    emailConfirmed: boolean;
    createdAt: string;
  } | null;
  profile: {
    fullName: string;
    phone: string | null;
    dateOfBirth: string | null;
    /** Consent to text reminders, and whether the phone above was proven with a texted code. */
    smsReminders: boolean;
    smsNumberVerified: boolean;
  } | null;
  /** The salon's record of the client; its own details are filled only for a desk client. */
  clientRecord: {
    id: string;
    fullName: string | null;
    email: string | null;
    phone: string | null;
    dateOfBirth: string | null;
    createdAt: string;
  };
  appointments: {
    id: string;
    service: string;
    professional: string;
    /** The professional the client chose; null for 'No preference'. */
    requestedProfessional: string | null;
    startsAt: string;
    endsAt: string;
    /** The start on the salon's clock (Europe/London), as people read it. */
    when: string;
    status: string;
    pricePence: number;
    yourNotes: string | null;
    bookedAt: string;
  }[];
  /** Deposits paid online to hold a time (decision 028), whatever became of them. */
  deposits: {
    id: string;
    appointmentId: string | null;
    service: string;
    startsAt: string;
    when: string;
    amountPence: number;
    currency: string;
    status: string;
    paidAt: string | null;
    refundedAt: string | null;
    retainedAt: string | null;
    createdAt: string;
  }[];
  coursePurchases: {
    id: string;
    course: string;
    email: string;
    amountPence: number;
    currency: string;
    accessGranted: boolean;
    purchasedAt: string;
  }[];
  reviews: {
    id: string;
    name: string;
    rating: number;
    comment: string | null;
    status: string;
    createdAt: string;
    approvedAt: string | null;
  }[];
  contactMessages: {
    id: string;
    name: string;
    phone: string | null;
    subject: string;
    message: string;
    createdAt: string;
    salonReply: string | null;
    repliedAt: string | null;
  }[];
  newsletter: {
    email: string;
    subscribedAt: string;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
  } | null;
  /** What the client waits for (issue 32), with the freed times offered to them. */
  waitlist: {
    id: string;
    service: string;
    /** null for any professional. */
    professional: string | null;
    /** Salon dates (YYYY-MM-DD), both included. */
    fromDate: string;
    toDate: string;
    partsOfDay: string[];
    status: string;
    joinedAt: string;
    offers: {
      startsAt: string;
      when: string;
      professional: string;
      status: string;
      offeredAt: string;
      expiresAt: string;
    }[];
  }[];
  /** Rebooking reminders by e-mail (issue 32): the client's switch, and those sent. */
  rebookReminders: {
    emails: boolean;
    sent: { appointmentId: string; service: string; sentAt: string }[];
  };
}
