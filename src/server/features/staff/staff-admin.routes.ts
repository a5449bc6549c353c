import { Hono } from 'hono';
import { staffInvitationInputSchema, staffMemberChangeSchema } from '@shared/schemas/staff';
import type { AdminEnv } from '../../http/app-env';
import type { AppContext } from '../../http/app-context';
import { pathIds } from '../../http/path-ids';
import { validate } from '../../http/validate';
import {
  changeMember,
  invitationNotFound,
  inviteStaff,
  listStaff,
  removeMember,
  restoreMember,
  suspendMember,
  withdrawInvitation,
} from './staff.service';

const invitationIds = pathIds({ id: invitationNotFound });

/**
 * /api/admin/staff: 'Equipe', the owner's alone (rule 'staff'). Account ids are better-auth's own
 * (not uuids): any text may name one, and an unknown one is the service's 404.
 */
export function staffAdminRoutes({ db, clock, publicUrl }: AppContext) {
  return new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await listStaff(db, clock.now())))
    .post('/invitations', validate('json', staffInvitationInputSchema), async (c) =>
      c.json(await inviteStaff(db, c.var.admin, c.req.valid('json'), clock.now(), publicUrl), 201),
    )
    .delete('/invitations/:id', invitationIds, async (c) => {
      await withdrawInvitation(db, c.var.admin, c.req.valid('param').id, clock.now());
      return c.json({ ok: true as const });
    })
    .patch('/:userId', validate('json', staffMemberChangeSchema), async (c) => {
      await changeMember(db, c.var.admin, c.req.param('userId'), c.req.valid('json'), clock.now());
      return c.json({ ok: true as const });
    })
    .post('/:userId/suspend', async (c) => {
      await suspendMember(db, c.var.admin, c.req.param('userId'), clock.now());
      return c.json({ ok: true as const });
    })
    .post('/:userId/restore', async (c) => {
      await restoreMember(db, c.var.admin, c.req.param('userId'), clock.now());
      return c.json({ ok: true as const });
    })
    .delete('/:userId', async (c) => {
      await removeMember(db, c.var.admin, c.req.param('userId'), clock.now());
      return c.json({ ok: true as const });
    });
}
