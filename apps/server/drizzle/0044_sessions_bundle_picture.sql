-- The seeded Sessions Bundle showed Enhanced Session Levels' picture: it gets its own, unless an admin chose another.
UPDATE "products" SET "images" = '["/images/products/sessions-bundle.svg"]'::jsonb
WHERE "slug" = 'pack-sessions' AND "images" = '["/images/products/enhanced-session-levels.svg"]'::jsonb;
