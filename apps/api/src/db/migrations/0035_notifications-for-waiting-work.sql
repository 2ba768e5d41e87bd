-- Custom SQL migration file, put your code below! --
-- Work that waits for staff arrives from the consumer app straight into the database (decision 0076): a reservation
-- asked for, a trainer who signed up, a withdrawal requested. Statement-level triggers announce the pending rows to
-- every staff member in the inserting transaction. Bodies name the event or the amount, never a person (anonymisation
-- does not reach notifications). A bulk load of history (the seed) sets backoffice.bulk_load and announces nothing.
CREATE OR REPLACE FUNCTION public.backoffice_announces() RETURNS boolean
  LANGUAGE sql STABLE AS $$ SELECT coalesce(current_setting('backoffice.bulk_load', true), '') <> 'on' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.reservations_notify_requested() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF public.backoffice_announces() THEN
    INSERT INTO public.notifications (user_id, type, title, body, link_url)
    SELECT NULL, 'reservation_requested', 'Nova solicitação de reserva',
           left(format('%s vaga(s) pedida(s) para %s.', n.quantity_requested, e.name), 1000), '/reservations/' || n.id || '/show'
    FROM new_rows n JOIN public.events e ON e.id = n.event_id
    WHERE n.status = 'pending'
    ORDER BY n.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservations_notify_requested AFTER INSERT ON public.reservations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.reservations_notify_requested();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.trainers_notify_pending() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF public.backoffice_announces() THEN
    INSERT INTO public.notifications (user_id, type, title, body, link_url)
    SELECT NULL, 'trainer_pending', 'Treinador aguardando análise', 'Um novo treinador enviou o cadastro.', '/trainer/' || n.id || '/show'
    FROM new_rows n
    WHERE n.status = 'pending'
    ORDER BY n.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trainers_notify_pending AFTER INSERT ON public.trainers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.trainers_notify_pending();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.withdraw_requests_notify_requested() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF public.backoffice_announces() THEN
    INSERT INTO public.notifications (user_id, type, title, body, link_url)
    SELECT NULL, 'withdraw_requested', 'Nova solicitação de saque',
           'Um treinador solicitou saque de R$ ' || translate(to_char(n.amount, 'FM999,999,999,990.00'), ',.', '.,') || '.',
           '/trainer/' || n.trainer_id || '/finance'
    FROM new_rows n
    WHERE n.status = 'pending'
    ORDER BY n.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER withdraw_requests_notify_requested AFTER INSERT ON public.withdraw_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.withdraw_requests_notify_requested();
