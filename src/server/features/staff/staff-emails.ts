import { STAFF_ROLE_LABELS, type StaffRole } from '@shared/staff-roles';
import type { SalonMail } from '../../mail/mail-message';
import { renderEmail } from '../../mail/templates/layout';

// The invitation page is a public page, so English as the public site; the person has not yet
// chosen the back office's language. The role is named in both, as the team speaks both.

export function staffInvitationEmail(invite: {
  to: string;
  name: string;
  role: StaffRole;
  invitedByName: string | null;
  url: string;
  days: number;
}): SalonMail {
  return (salon) => {
    const role = `${STAFF_ROLE_LABELS['en-GB'][invite.role]} (${STAFF_ROLE_LABELS['pt-BR'][invite.role]})`;
    const who = invite.invitedByName ? `${invite.invitedByName} has` : 'The salon has';
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: `Join the team at ${salon.name}: the link works for ${invite.days} days.`,
        heading: `Hello, ${invite.name}`,
        paragraphs: [
          `${who} invited you to join the team at ${salon.name}, to use the back office.`,
          `Open the link below, choose a password and you are in. It works once, for ${invite.days} days.`,
          'If you were not expecting this, ignore this e-mail: nothing happens without the link.',
        ],
        details: [
          ['Role', role],
          ['E-mail', invite.to],
        ],
        action: { label: 'Join the team', url: invite.url },
      },
      salon,
    );
    return { to: invite.to, subject: `Your invitation to the team — ${salon.name}`, html, text };
  };
}
