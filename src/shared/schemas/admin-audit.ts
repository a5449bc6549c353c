import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../staff-roles';
import { paginationQuerySchema } from './admin-pagination';

/**
 * What the back office records. Other features' admin routes (appointments, courses) add their
 * own actions; the dashboard shows an unknown action by its name.
 */
export const ADMIN_ACTION_LABELS: Record<string, string> = {
  'message.read': 'Mensagem marcada como lida',
  'message.reply': 'Mensagem respondida',
  'review.approve': 'Review aprovado',
  'review.reject': 'Review rejeitado',
  'review.delete': 'Review excluído',
  'service.create': 'Serviço criado',
  'service.update': 'Serviço editado',
  'service.deactivate': 'Serviço desativado',
  'service.reactivate': 'Serviço reativado',
  'professional.create': 'Profissional cadastrado',
  'professional.update': 'Profissional editado',
  'professional.deactivate': 'Profissional desativado',
  'professional.reactivate': 'Profissional reativado',
  'professional.services': 'Serviços do profissional alterados',
  'professional.schedule': 'Horário do profissional alterado',
  'closure.create': 'Fechamento criado',
  'closure.update': 'Fechamento editado',
  'closure.delete': 'Fechamento removido',
  'time_off.create': 'Ausência registrada',
  'time_off.update': 'Ausência editada',
  'time_off.delete': 'Ausência removida',
  'bank_holiday.open': 'Salão aberto em feriado bancário',
  'bank_holiday.close': 'Salão fechado em feriado bancário',
  'newsletter.export': 'Lista da newsletter exportada',
  'appointment.create': 'Agendamento criado',
  'appointment.status': 'Status de agendamento alterado',
  'appointment.move': 'Agendamento remarcado',
  'appointment.reschedule': 'Agendamento remarcado pelo cliente',
  'appointment.staff_note': 'Nota interna do agendamento alterada',
  'client.create': 'Cliente cadastrado',
  'client.update': 'Dados de cliente editados',
  'client.note.add': 'Nota interna adicionada',
  'client.note.delete': 'Nota interna excluída',
  'client.export': 'Dados de cliente exportados',
  'client.erase': 'Cliente apagado a pedido',
  'course.create': 'Curso criado',
  'course.update': 'Curso editado',
  'course.material.upload': 'Material de curso enviado',
  'course.material.delete': 'Material de curso excluído',
  'staff.invite': 'Pessoa convidada para a equipe',
  'staff.invitation.withdraw': 'Convite da equipe cancelado',
  'staff.invitation.accept': 'Convite da equipe aceito',
  'staff.update': 'Pessoa da equipe alterada',
  'staff.suspend': 'Pessoa da equipe suspensa',
  'staff.restore': 'Pessoa da equipe reativada',
  'staff.remove': 'Pessoa removida da equipe',
  'two_factor.enable': 'Verificação em duas etapas ativada',
  'two_factor.disable': 'Verificação em duas etapas desativada',
  'two_factor.recovery_codes': 'Novos códigos de recuperação gerados',
  'session.end': 'Sessão encerrada',
  'session.end_others': 'Outras sessões encerradas',
};

/** `GET /api/admin/audit?actor=<userId>`: one person's actions only. */
export const auditQuerySchema = paginationQuerySchema.extend({
  actor: z.string().trim().max(200, 'Pessoa não encontrada.').optional(),
});

/** Someone who has acted in the back office, for the log's filter by person. */
export interface AuditActor {
  userId: string;
  name: string;
  email: string;
  role: StaffRole | null;
}

/** A role as stored in the log: anything else (a role since renamed) is shown as none. */
export const auditRole = (value: string | null): StaffRole | null =>
  (STAFF_ROLES as readonly (string | null)[]).includes(value) ? (value as StaffRole) : null;

/** One entry of the audit log: who did what, to what, and when. */
export interface AuditEntry {
  id: string;
  /** The account that acted; null once that account was deleted. */
  actorUserId: string | null;
  actorEmail: string;
  /** The person's name and role when they acted (issue 31); the role is null for a client. */
  actorName: string;
  actorRole: StaffRole | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** Counts the dashboard shows on its tabs. */
export interface AdminSummary {
  unreadMessages: number;
  pendingReviews: number;
}
