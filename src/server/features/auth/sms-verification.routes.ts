import { Hono } from 'hono';
import { smsCodeInputSchema } from '@shared/sms-verification';
import type { AppEnv } from '../../http/app-env';
import { requireSignedIn } from '../../http/guards';
import { validate } from '../../http/validate';
import {
  sendVerificationCode,
  type SmsVerificationOptions,
  smsVerificationStatus,
  verifySmsCode,
} from './sms-verification.service';
import type { AppContext } from '../../http/app-context';

/** /api/me/sms-verification: the signed-in client proves the mobile number reminders go to. */
export function smsVerificationRoutes(app: AppContext) {
  const { db, identify, clock, onSmsQueued } = app;
  const options: SmsVerificationOptions = { available: app.smsAvailable, secret: app.secret };
  return (
    new Hono<AppEnv>()
      .get('/', requireSignedIn(identify), async (c) =>
        c.json(await smsVerificationStatus(db, c.var.user.id, clock.now(), options)),
      )
      // A refusal carries its Retry-After (handleError sends it).
      .post('/send', requireSignedIn(identify), async (c) => {
        const status = await sendVerificationCode(db, c.var.user.id, clock.now(), options);
        onSmsQueued();
        return c.json(status);
      })
      .post('/verify', requireSignedIn(identify), validate('json', smsCodeInputSchema), async (c) =>
        c.json(
          await verifySmsCode(db, c.var.user.id, c.req.valid('json').code, clock.now(), options),
        ),
      )
  );
}
