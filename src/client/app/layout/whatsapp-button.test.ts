import { describe, expect, it } from 'vitest';
import { hidesWhatsApp } from './whatsapp-button';

describe('the floating WhatsApp button', () => {
  it('stays off the booking flow and the waitlist offer, where it would cover their buttons', () => {
    for (const path of ['/book', '/book/', '/waitlist/offer/abc123', '/waitlist/offer'])
      expect(hidesWhatsApp(path), path).toBe(true);
  });

  it('shows everywhere else, including pages whose path merely starts alike', () => {
    for (const path of ['/', '/servicos', '/agendamentos', '/booking', '/bookings', '/waitlist'])
      expect(hidesWhatsApp(path), path).toBe(false);
  });
});
