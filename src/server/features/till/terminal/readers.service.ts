import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CardReader, CardReaders, RegisterReader } from '@shared/till-terminal';
import type { Db } from '../../../db/client';
import { terminalReaders } from '../../../db/schema/till';
import { getSalonSettings } from '../../../domain/salon-settings';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { recordAdminAction } from '../../admin/audit.service';
import { SIMULATED_READER } from './simulated-terminal';
import { type AnyTerminalProvider, TerminalError } from './terminal-provider';

export const readerNotFound = () => new ApiError(404, 'reader_not_found', 'Leitor não encontrado.');

/** Without Stripe, or in production without a key: 503 with why. */
export function requireTerminal(terminal: AnyTerminalProvider | undefined): AnyTerminalProvider {
  if (!terminal)
    throw new ApiError(
      503,
      'terminal_unavailable',
      'Os leitores de cartão não estão disponíveis: configure a Stripe.',
    );
  return terminal;
}

/** A refusal or silence from Stripe, in words staff can act on. */
export function terminalRefusal(err: unknown): never {
  if (err instanceof TerminalError) {
    if (err.reason === 'busy')
      throw new ApiError(409, 'reader_busy', 'O leitor está ocupado com outro pagamento.');
    if (err.reason === 'offline')
      throw new ApiError(
        409,
        'reader_offline',
        'O leitor não respondeu: veja se está ligado e com internet.',
      );
    if (err.reason === 'invalid_code')
      throw new ApiError(
        400,
        'invalid_registration_code',
        'A Stripe não aceitou este código de registro.',
      );
    throw new ApiError(
      502,
      'terminal_failed',
      'Não foi possível falar com a Stripe agora. Tente novamente.',
    );
  }
  throw err;
}

const view = (row: typeof terminalReaders.$inferSelect): CardReader => ({
  id: row.id,
  label: row.label,
  stripeReaderId: row.stripeReaderId,
  deviceType: row.deviceType,
});

/**
 * The registered readers. With the simulated provider, 'Leitor simulado' is always there: its row
 * is written the first time the list is read, so a new till can take a "card" at once.
 */
export async function listReaders(db: Db, terminal: AnyTerminalProvider): Promise<CardReaders> {
  if (terminal.name === 'simulated')
    await db
      .insert(terminalReaders)
      .values({ ...SIMULATED_READER, deviceType: 'simulated_wisepos_e' })
      .onConflictDoNothing({ target: terminalReaders.stripeReaderId });
  const rows = await db
    .select()
    .from(terminalReaders)
    .where(eq(terminalReaders.isActive, true))
    .orderBy(asc(terminalReaders.label), asc(terminalReaders.createdAt));
  return { simulated: terminal.name === 'simulated', readers: rows.map(view) };
}

/** The location the salon's readers share: the first reader's, or a new one at its address. */
async function salonLocation(db: Db, terminal: AnyTerminalProvider): Promise<string> {
  const [known] = await db
    .select({ id: terminalReaders.stripeLocationId })
    .from(terminalReaders)
    .where(and(isNotNull(terminalReaders.stripeLocationId), eq(terminalReaders.isActive, true)))
    .limit(1);
  if (known?.id) return known.id;
  const settings = await getSalonSettings(db);
  return terminal.createLocation({
    name: settings.name,
    street: settings.address.street,
    city: settings.address.city,
    postcode: settings.address.postcode,
  });
}

export async function registerReader(
  db: Db,
  terminal: AnyTerminalProvider,
  actor: AdminActor,
  input: RegisterReader,
): Promise<CardReader> {
  let registered;
  try {
    const locationId = await salonLocation(db, terminal);
    registered = await terminal.registerReader({ ...input, locationId });
  } catch (err) {
    terminalRefusal(err);
  }
  return db.transaction(async (tx) => {
    // A reader registered again (removed here, never at Stripe) comes back under its new label.
    const [row] = await tx
      .insert(terminalReaders)
      .values({
        stripeReaderId: registered.stripeReaderId,
        label: input.label,
        stripeLocationId: registered.locationId,
        deviceType: registered.deviceType,
      })
      .onConflictDoUpdate({
        target: terminalReaders.stripeReaderId,
        set: { label: input.label, isActive: true, stripeLocationId: registered.locationId },
      })
      .returning();
    await recordAdminAction(
      tx,
      actor,
      'terminal_reader.register',
      { type: 'terminal_reader', id: row!.id },
      { label: input.label, stripeReaderId: registered.stripeReaderId },
    );
    return view(row!);
  });
}

async function activeReader(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(terminalReaders)
    .where(and(eq(terminalReaders.id, id), eq(terminalReaders.isActive, true)));
  if (!row) throw readerNotFound();
  return row;
}

export async function renameReader(
  db: Db,
  terminal: AnyTerminalProvider,
  actor: AdminActor,
  id: string,
  label: string,
): Promise<CardReader> {
  const reader = await activeReader(db, id);
  try {
    await terminal.renameReader(reader.stripeReaderId, label);
  } catch (err) {
    terminalRefusal(err);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(terminalReaders)
      .set({ label })
      .where(eq(terminalReaders.id, id))
      .returning();
    await recordAdminAction(
      tx,
      actor,
      'terminal_reader.rename',
      { type: 'terminal_reader', id },
      { from: reader.label, to: label },
    );
    return view(row!);
  });
}

/**
 * Unregisters the reader at Stripe and hides it here; its row stays, as the payments taken on it
 * name it.
 */
export async function removeReader(
  db: Db,
  terminal: AnyTerminalProvider,
  actor: AdminActor,
  id: string,
): Promise<void> {
  const reader = await activeReader(db, id);
  try {
    await terminal.removeReader(reader.stripeReaderId);
  } catch (err) {
    terminalRefusal(err);
  }
  await db.transaction(async (tx) => {
    await tx.update(terminalReaders).set({ isActive: false }).where(eq(terminalReaders.id, id));
    await recordAdminAction(
      tx,
      actor,
      'terminal_reader.remove',
      { type: 'terminal_reader', id },
      { label: reader.label },
    );
  });
}
