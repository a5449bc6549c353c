import { formatGbp } from '@shared/money';
import { paths } from '@shared/routes';
import { formatInstant } from '@shared/salon-dates';
import type { SalonMail } from '../../mail/mail-message';
import { renderEmail } from '../../mail/templates/layout';

/** The buyer's confirmation, with how to reach the material (course texts are Portuguese). */
export function purchaseEmail(purchase: {
  email: string;
  courseName: string;
  amountPence: number;
  purchaseDate: Date;
  reference: string;
  hasAccount: boolean;
  publicUrl: string;
}): SalonMail {
  return (salon) => {
    const { html, text } = renderEmail(
      {
        lang: 'pt-BR',
        preheader: `Seu acesso ao ${purchase.courseName} foi liberado.`,
        heading: 'Compra confirmada!',
        paragraphs: [
          `Obrigada por comprar o ${purchase.courseName}. Seu acesso ao curso foi liberado.`,
          purchase.hasAccount
            ? 'Para abrir o material, entre na sua conta no site e abra Meus Cursos.'
            : `Para abrir o material, entre no site com este email (${purchase.email}). Se ainda não tem conta, cadastre-se em "Cadastrar" com este mesmo email e confirme-o pelo link que enviaremos: o curso aparecerá em Meus Cursos.`,
          'Em Meus Cursos você pode ver o material quando quiser e baixá-lo para imprimir.',
        ],
        details: [
          ['Curso', purchase.courseName],
          ['Valor', formatGbp(purchase.amountPence)],
          ['Data', formatInstant(purchase.purchaseDate, 'dateTimePt')],
          ['Referência', purchase.reference],
        ],
        action: { label: 'Abrir Meus Cursos', url: `${purchase.publicUrl}${paths.myCourses}` },
        footer: { text: 'Dúvidas? Responda a este email ou fale conosco pelo WhatsApp.' },
      },
      salon,
    );
    return {
      to: purchase.email,
      subject: `Seu curso: ${purchase.courseName} — ${salon.name}`,
      html,
      text,
    };
  };
}
