-- Every change to data that pages, the catalogue, settings and availability answer from memory
-- sends a notice on the 'data_changes' channel, from the changing transaction itself: PostgreSQL
-- delivers it to every listening instance when (and only if) the transaction commits (decision 031).
-- The payload names the kind of data: catalogue, settings, reviews, courses, diary, or day:YYYY-MM-DD
-- for the bookings of one salon day (Europe/London).
CREATE FUNCTION notify_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_appointment_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_times record;
BEGIN
  -- A booking holds its professional from starts_at to blocked_until (buffer included), which may
  -- run past midnight: both salon days it touches change.
  FOR row_times IN
    SELECT OLD.starts_at AS starts_at, OLD.blocked_until AS blocked_until WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT NEW.starts_at, NEW.blocked_until WHERE TG_OP <> 'DELETE'
  LOOP
    PERFORM pg_notify('data_changes',
      'day:' || to_char(row_times.starts_at AT TIME ZONE 'Europe/London', 'YYYY-MM-DD'));
    PERFORM pg_notify('data_changes',
      'day:' || to_char((row_times.blocked_until - interval '1 microsecond') AT TIME ZONE 'Europe/London', 'YYYY-MM-DD'));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_data_change AFTER INSERT OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION notify_appointment_days();
--> statement-breakpoint
CREATE TRIGGER appointments_data_change_update AFTER UPDATE ON appointments
  FOR EACH ROW WHEN (
    (OLD.starts_at, OLD.blocked_until, OLD.status, OLD.assigned_professional_id, OLD.held_until)
    IS DISTINCT FROM
    (NEW.starts_at, NEW.blocked_until, NEW.status, NEW.assigned_professional_id, NEW.held_until)
  ) EXECUTE FUNCTION notify_appointment_days();
--> statement-breakpoint
CREATE TRIGGER appointments_data_change_truncate AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('diary');
--> statement-breakpoint
CREATE TRIGGER services_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER professionals_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON professionals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER professional_services_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON professional_services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER salon_settings_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON salon_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('settings');
--> statement-breakpoint
CREATE TRIGGER reviews_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('reviews');
--> statement-breakpoint
CREATE TRIGGER courses_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('courses');
--> statement-breakpoint
CREATE TRIGGER course_materials_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_materials
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('courses');
--> statement-breakpoint
CREATE TRIGGER working_intervals_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON working_intervals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('diary');
--> statement-breakpoint
CREATE TRIGGER time_off_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON time_off
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('diary');
--> statement-breakpoint
CREATE TRIGGER closures_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON closures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('diary');
--> statement-breakpoint
CREATE TRIGGER bank_holiday_openings_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bank_holiday_openings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('diary');
