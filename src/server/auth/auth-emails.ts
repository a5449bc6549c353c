import type { SalonMail } from '../mail/mail-message';
import { renderEmail } from '../mail/templates/layout';

// The account screens are Portuguese, so are the e-mails they send.

export function verificationEmail(to: string, name: string, url: string): SalonMail {
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'pt-BR',
        preheader: 'Confirme seu email para ativar sua conta.',
        heading: `Bem-vinda(o), ${name}!`,
        paragraphs: [
          `Obrigada por criar sua conta no ${salon.name}. Confirme seu email para poder entrar, agendar atendimentos e acessar seus cursos.`,
          'Se não foi você quem se cadastrou, ignore este email.',
        ],
        action: { label: 'Confirmar meu email', url },
      },
      salon,
    );
    return { to, subject: `Confirme seu email — ${salon.name}`, html, text };
  };
}

export function magicLinkEmail(to: string, url: string): SalonMail {
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'pt-BR',
        preheader: 'Seu link de acesso, válido por 10 minutos.',
        heading: 'Seu link de acesso',
        paragraphs: [
          'Use o botão abaixo para entrar na sua conta. O link vale por 10 minutos e só pode ser usado uma vez.',
          'Se você não pediu este link, ignore este email: ninguém entra sem ele.',
        ],
        action: { label: 'Entrar na minha conta', url },
      },
      salon,
    );
    return { to, subject: `Seu link de acesso — ${salon.name}`, html, text };
  };
}

/**
 * The six-digit code of 'Email me a code' (issue 32). In English, like the public booking flow that
 * asks for it; the code is in the subject too, so a phone's notification shows it.
 */
export function signInCodeEmail(to: string, code: string, minutes: number): SalonMail {
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'en-GB',
        preheader: `Your code is ${code}. It works for ${minutes} minutes.`,
        heading: `Your code: ${code}`,
        paragraphs: [
          `Enter ${code} on the booking page to sign in to ${salon.name}. It works for ${minutes} minutes and only once.`,
          'If you have no account yet, the code creates one for this e-mail address.',
          'If you did not ask for a code, ignore this e-mail: nobody signs in without it.',
        ],
      },
      salon,
    );
    return { to, subject: `${code} is your sign-in code — ${salon.name}`, html, text };
  };
}

export function resetPasswordEmail(to: string, name: string, url: string): SalonMail {
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'pt-BR',
        preheader: 'Redefina sua senha; o link vale por 1 hora.',
        heading: 'Redefinir sua senha',
        paragraphs: [
          `Olá, ${name}. Recebemos um pedido para redefinir a senha da sua conta. O link vale por 1 hora.`,
          'Ao definir a nova senha, todas as sessões abertas da sua conta serão encerradas.',
          'Se você não fez este pedido, ignore este email: sua senha continua a mesma.',
        ],
        action: { label: 'Definir nova senha', url },
      },
      salon,
    );
    return { to, subject: `Redefinição de senha — ${salon.name}`, html, text };
  };
}
