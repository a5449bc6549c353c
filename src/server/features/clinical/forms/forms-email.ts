import { formatInstant, salonTime } from '@shared/salon-dates';
import { paths } from '@shared/routes';
import type { Db } from '../../../db/client';
import { emailClient } from '../../booking/online/booking.service';
import type { SalonMail } from '../../../mail/mail-message';
import { enqueueMail } from '../../../mail/mail-queue';
import { renderEmail } from '../../../mail/templates/layout';
import { appointmentForLink, createFormLink } from './form-links.service';
import { formsAppointments, formsOfAppointment } from './forms-due.service';

/** The client's link to fill the forms due before the appointment. */
export const formsUrl = (publicUrl: string, token: string) =>
  new URL(`${paths.clinicalForms}/${token}`, publicUrl).href;

function formsDueEmail(
  to: string,
  name: string,
  startsAt: Date,
  titles: string[],
  url: string,
): SalonMail {
  return (salon) => {
    const when = `${formatInstant(startsAt, 'longDate')} at ${salonTime(startsAt)}`;
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: `Please fill in ${titles.length === 1 ? 'your form' : 'your forms'} before ${when}.`,
        heading: 'Your forms before your appointment',
        paragraphs: [
          `Hello ${name.split(/\s+/)[0]}, before your appointment on ${when} we need you to fill in and sign the following. It takes a few minutes on your phone, and saves time when you arrive.`,
          titles.map((t) => `• ${t}`).join('\n'),
          'The link is personal to you: please do not forward this e-mail. You can also fill them in at the salon when you arrive.',
        ],
        action: { label: 'Fill in my forms', url },
      },
      salon,
    );
    return {
      to,
      subject: `Please fill in your forms before ${when}`,
      html,
      text,
    };
  };
}

/**
 * After a booking (online, at the desk, a visit, a waitlist claim): when its services need forms
 * that are due, the client is e-mailed a link to them, in the booking's transaction. A client
 * without an e-mail address fills them on the salon's tablet instead.
 */
export async function queueFormsEmail(
  tx: Db,
  appointmentId: string,
  context: { publicUrl: string; now: Date },
): Promise<void> {
  const [appointment] = await formsAppointments(tx, [appointmentId]);
  if (!appointment) return;
  const due = (await formsOfAppointment(tx, appointment)).filter((f) => f.status === 'due');
  if (due.length === 0) return;
  // The account's address when the client has one, as the booking's own e-mails.
  const client = await emailClient(tx, appointment.clientId);
  if (!client) return;
  const target = await appointmentForLink(tx, appointmentId);
  if (!target) return;
  const { token } = await createFormLink(tx, target, 'email', context.now);
  await enqueueMail(
    tx,
    formsDueEmail(
      client.email,
      client.name ?? '',
      appointment.startsAt,
      due.map((f) => f.title),
      formsUrl(context.publicUrl, token),
    ),
    [appointment.clientId, appointmentId],
  );
}
