import { STAFF_ROLE_LABELS, type StaffLocale, type StaffRole } from '@shared/staff-roles';
import type { SalonMail } from '../../mail/mail-message';
import { renderEmail } from '../../mail/templates/layout';

interface Invitation {
  to: string;
  name: string;
  role: StaffRole;
  invitedByName: string | null;
  url: string;
  days: number;
  /** The language the inviter chose for them (issue 31): the e-mail's, and their back office's. */
  locale: StaffLocale;
}

/** The invitation's words in each of the back office's languages. */
const WORDS: Record<
  StaffLocale,
  (
    invite: Invitation,
    salon: string,
    role: string,
  ) => Parameters<typeof renderEmail>[0] & {
    subject: string;
  }
> = {
  'en-GB': (invite, salon, role) => ({
    lang: 'en-GB',
    subject: `Your invitation to the team — ${salon}`,
    preheader: `Join the team at ${salon}: the link works for ${invite.days} days.`,
    heading: `Hello, ${invite.name}`,
    paragraphs: [
      `${invite.invitedByName ? `${invite.invitedByName} has` : 'The salon has'} invited you to join the team at ${salon}, to use the back office.`,
      `Open the link below, choose a password and you are in. It works once, for ${invite.days} days.`,
      'If you were not expecting this, ignore this e-mail: nothing happens without the link.',
    ],
    details: [
      ['Role', role],
      ['E-mail', invite.to],
    ],
    action: { label: 'Join the team', url: invite.url },
  }),
  'pt-BR': (invite, salon, role) => ({
    lang: 'pt-BR',
    subject: `Seu convite para a equipe — ${salon}`,
    preheader: `Entre para a equipe do ${salon}: o link vale por ${invite.days} dias.`,
    heading: `Olá, ${invite.name}`,
    paragraphs: [
      `${invite.invitedByName ?? 'O salão'} convidou você para a equipe do ${salon}, para usar o painel administrativo.`,
      `Abra o link abaixo, escolha uma senha e pronto. Ele vale uma vez, por ${invite.days} dias.`,
      'Se você não esperava este convite, ignore este email: nada acontece sem o link.',
    ],
    details: [
      ['Função', role],
      ['Email', invite.to],
    ],
    action: { label: 'Entrar para a equipe', url: invite.url },
  }),
};

/**
 * The invitation e-mail, in the language the inviter chose for the person (their own by default):
 * the back office's language they will find once in. The invitation page the link opens is a
 * public page, so English, as the public site.
 */
export function staffInvitationEmail(invite: Invitation): SalonMail {
  return (salon) => {
    const { subject, ...content } = WORDS[invite.locale](
      invite,
      salon.name,
      STAFF_ROLE_LABELS[invite.locale][invite.role],
    );
    const { html, text } = renderEmail(content, salon);
    return { to: invite.to, subject, html, text };
  };
}
