import { business } from '@shared/business';
import { formatAddress, mainPhone } from '@shared/salon-facts';
import type { SalonSettings } from '@shared/schemas/settings';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface EmailContent {
  lang: 'en-GB' | 'pt-BR';
  /** The line mail clients show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows, e.g. the fields of a contact message. */
  details?: [label: string, value: string][];
  action?: { label: string; url: string };
  /** Further links under the action, e.g. to reschedule or cancel an appointment. */
  links?: { label: string; url: string }[];
  /** Small print under the signature, e.g. the unsubscribe line. */
  footer?: { text: string; link?: { label: string; url: string } };
}

const COLORS = {
  ink: '#2B2220',
  ivory: '#FAF6F0',
  sand: '#EFE6DA',
  gold: '#B8925A',
  taupe: '#6B5C55',
};

/** The salon's branded e-mail: table layout and inline styles, which every mail client renders. */
export function renderEmail(
  content: EmailContent,
  salon: SalonSettings,
): { html: string; text: string } {
  const address = formatAddress(salon.address);
  const contact = `${mainPhone(salon).display} · ${salon.email}`;
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${COLORS.ink}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const details = content.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;border-collapse:collapse;background:${COLORS.ivory};border-radius:12px">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:10px 16px;font-size:12px;letter-spacing:.12em;text-transform:uppercase;color:${COLORS.taupe};vertical-align:top;width:140px">${escapeHtml(label)}</td><td style="padding:10px 16px;font-size:15px;line-height:1.5;color:${COLORS.ink}">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${COLORS.ink};color:${COLORS.ivory};text-decoration:none;padding:14px 28px;border-radius:999px;font-size:13px;letter-spacing:.14em;text-transform:uppercase">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const links = content.links?.length
    ? `<p style="margin:0 0 24px;font-size:15px;line-height:1.6">${content.links
        .map(
          (link) =>
            `<a href="${escapeHtml(link.url)}" style="color:${COLORS.ink};text-decoration:underline">${escapeHtml(link.label)}</a>`,
        )
        .join(' &nbsp;·&nbsp; ')}</p>`
    : '';
  const footer = content.footer
    ? `<p style="margin:12px 0 0;font-size:12px;line-height:1.5;color:${COLORS.taupe}">${escapeHtml(content.footer.text)}${
        content.footer.link
          ? ` <a href="${escapeHtml(content.footer.link.url)}" style="color:${COLORS.taupe}">${escapeHtml(content.footer.link.label)}</a>`
          : ''
      }</p>`
    : '';

  const html = `<!doctype html>
<html lang="${content.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.sand};font-family:Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.sand};padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:20px;overflow:hidden">
<tr><td style="background:${COLORS.ink};padding:28px 36px;text-align:center">
<div style="font-family:Georgia,serif;font-size:28px;color:${COLORS.ivory};letter-spacing:.04em">${escapeHtml(business.shortName)}</div>
<div style="margin-top:4px;font-size:10px;letter-spacing:.32em;text-transform:uppercase;color:${COLORS.gold}">Beauty Studio</div>
</td></tr>
<tr><td style="padding:36px">
<h1 style="margin:0 0 20px;font-family:Georgia,serif;font-weight:normal;font-size:26px;line-height:1.25;color:${COLORS.ink}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${details}${action}${links}
</td></tr>
<tr><td style="padding:24px 36px;background:${COLORS.ivory};font-size:12px;line-height:1.6;color:${COLORS.taupe}">
${escapeHtml(salon.name)} · ${escapeHtml(address)}<br>${escapeHtml(contact)}
${footer}
</td></tr></table>
</td></tr></table></body></html>`;

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.details ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.details?.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.links?.length
      ? [...content.links.map((link) => `${link.label}: ${link.url}`), '']
      : []),
    '—',
    salon.name,
    address,
    contact,
    ...(content.footer
      ? ['', `${content.footer.text}${content.footer.link ? ` ${content.footer.link.url}` : ''}`]
      : []),
  ].join('\n');

  return { html, text };
}
