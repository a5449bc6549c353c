-- Issue 32 (decision 052): a visit's held part has no client until it is booked. Booking it
-- updates client_id from null, so the first-visit changes leave out the null of the old row.
CREATE OR REPLACE FUNCTION appointments_insights_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO insights_changes (day, status, professional_id, service_id, appointments, price_pence, booked_seconds)
    SELECT (starts_at AT TIME ZONE 'Europe/London')::date, status, assigned_professional_id, service_id,
      count(*), sum(total_price_pence), sum(extract(epoch FROM ends_at - starts_at))
    FROM new_rows WHERE held_until IS NULL GROUP BY 1, 2, 3, 4;
    INSERT INTO client_first_visit_changes (client_id)
    SELECT DISTINCT client_id FROM new_rows WHERE status <> 'cancelled' AND held_until IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO insights_changes (day, status, professional_id, service_id, appointments, price_pence, booked_seconds)
    SELECT (starts_at AT TIME ZONE 'Europe/London')::date, status, assigned_professional_id, service_id,
      -count(*), -sum(total_price_pence), -sum(extract(epoch FROM ends_at - starts_at))
    FROM old_rows WHERE held_until IS NULL GROUP BY 1, 2, 3, 4;
    INSERT INTO client_first_visit_changes (client_id)
    SELECT DISTINCT client_id FROM old_rows WHERE status <> 'cancelled' AND held_until IS NULL;
  ELSE
    -- Only rows whose counted columns changed (a staff note or a reminder's sequence does not).
    INSERT INTO insights_changes (day, status, professional_id, service_id, appointments, price_pence, booked_seconds)
    SELECT day, status, professional_id, service_id, sum(n), sum(pence), sum(seconds)
    FROM (
      SELECT (n.starts_at AT TIME ZONE 'Europe/London')::date AS day, n.status,
        n.assigned_professional_id AS professional_id, n.service_id, 1 AS n,
        n.total_price_pence AS pence, extract(epoch FROM n.ends_at - n.starts_at) AS seconds
      FROM new_rows n JOIN old_rows o USING (id)
      WHERE n.held_until IS NULL AND (o.starts_at, o.ends_at, o.status, o.assigned_professional_id,
        o.service_id, o.total_price_pence, o.held_until) IS DISTINCT FROM (n.starts_at, n.ends_at,
        n.status, n.assigned_professional_id, n.service_id, n.total_price_pence, n.held_until)
      UNION ALL
      SELECT (o.starts_at AT TIME ZONE 'Europe/London')::date, o.status, o.assigned_professional_id,
        o.service_id, -1, -o.total_price_pence, -extract(epoch FROM o.ends_at - o.starts_at)
      FROM old_rows o JOIN new_rows n USING (id)
      WHERE o.held_until IS NULL AND (o.starts_at, o.ends_at, o.status, o.assigned_professional_id,
        o.service_id, o.total_price_pence, o.held_until) IS DISTINCT FROM (n.starts_at, n.ends_at,
        n.status, n.assigned_professional_id, n.service_id, n.total_price_pence, n.held_until)
    ) moved
    GROUP BY 1, 2, 3, 4
    HAVING sum(n) <> 0 OR sum(pence) <> 0 OR sum(seconds) <> 0;
    INSERT INTO client_first_visit_changes (client_id)
    SELECT DISTINCT client_id FROM (
      SELECT o.client_id FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.starts_at, o.status, o.held_until, o.client_id)
        IS DISTINCT FROM (n.starts_at, n.status, n.held_until, n.client_id)
      UNION ALL
      SELECT n.client_id FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.starts_at, o.status, o.held_until, o.client_id)
        IS DISTINCT FROM (n.starts_at, n.status, n.held_until, n.client_id)
    ) touched
    WHERE client_id IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;
