ALTER TABLE "appointments" ADD COLUMN "staff_note" text;--> statement-breakpoint
-- Until now the desk's 'Observações' were written into the client-visible notes (issue 27). Staff
-- typed them, so they become the staff note. A desk booking is known by id: the desk writes an
-- 'appointment.create' audit row naming the appointment in the booking's own transaction, and no
-- other path writes that action (online bookings and deposits write none).
UPDATE "appointments" SET "staff_note" = "notes", "notes" = NULL
WHERE "notes" IS NOT NULL
  AND "id"::text IN (
    SELECT "target_id" FROM "admin_audit_log"
    WHERE "action" = 'appointment.create' AND "target_type" = 'appointment'
  );
