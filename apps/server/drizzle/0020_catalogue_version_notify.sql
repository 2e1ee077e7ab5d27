-- The version bump also notifies 'catalogue_version' at commit. An embedded PGlite database listens to it in
-- the same process (one process writes to a PGlite folder), so its catalogue cache stops reading the version
-- row on every request; PostgreSQL instances keep reading it (a notification reaches them only after the
-- writer's commit has answered: decision 6).
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('catalogue_version', '');
  RETURN NULL;
END;
$$;
