import { ApiError } from '../../../http/errors';
import { COMPLETION_CHECKS } from '../../../domain/completion-hooks';
import { formsAppointments, formsOfAppointment } from './forms-due.service';

/**
 * 'Concluir' is refused while a form the treatment needs is not signed for this visit (issue 33):
 * the consent 'before every visit' signed for it, the medical history within its period. The
 * status change's transaction then changes nothing.
 */
export const formsCompletionCheck: (typeof COMPLETION_CHECKS)[number] = async (tx, appointment) => {
  if (!appointment.clientId) return;
  const [target] = await formsAppointments(tx, [appointment.id]);
  if (!target) return;
  const due = (await formsOfAppointment(tx, target)).filter((f) => f.status === 'due');
  if (due.length === 0) return;
  const titles = due.map((f) => f.title).join(', ');
  throw new ApiError(
    409,
    'forms_not_signed',
    `Não é possível concluir: falta assinar ${titles} para esta visita.`,
  );
};

if (!COMPLETION_CHECKS.includes(formsCompletionCheck)) COMPLETION_CHECKS.push(formsCompletionCheck);
