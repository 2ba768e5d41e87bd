-- Custom SQL migration file, put your code below! --
-- Local uploads are same-origin (issue 11, decision 0040): images stored with a loopback host name
-- (http://localhost:3000/uploads/…) become /uploads/… so they show from any address the panel is opened at.
DO $$
DECLARE c record;
BEGIN
  FOR c IN
    SELECT table_name, column_name, data_type FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'jsonb')
      AND (column_name LIKE '%photo_url' OR column_name LIKE '%_photos' OR column_name IN ('logo_url', 'image_url', 'banner_url'))
  LOOP
    IF c.data_type = 'text' THEN
      EXECUTE format(
        'UPDATE public.%I SET %I = regexp_replace(%I, %L, %L) WHERE %I ~ %L',
        c.table_name, c.column_name, c.column_name,
        '^https?://(localhost|127\.[0-9.]+|\[::1\]|0\.0\.0\.0)(:[0-9]+)?(/uploads/)', '\3',
        c.column_name, '^https?://(localhost|127\.[0-9.]+|\[::1\]|0\.0\.0\.0)(:[0-9]+)?/uploads/');
    ELSE
      EXECUTE format(
        'UPDATE public.%I SET %I = regexp_replace(%I::text, %L, %L, %L)::jsonb WHERE %I::text ~ %L',
        c.table_name, c.column_name, c.column_name,
        '"https?://(localhost|127\.[0-9.]+|\[::1\]|0\.0\.0\.0)(:[0-9]+)?(/uploads/)', '"\3', 'g',
        c.column_name, '"https?://(localhost|127\.[0-9.]+|\[::1\]|0\.0\.0\.0)(:[0-9]+)?/uploads/');
    END IF;
  END LOOP;
END $$;
