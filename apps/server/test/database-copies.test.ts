import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { giveBackCopy, takeCopy, withClient } from './database-copies';
import { withDatabase } from './global-setup';

const provided = inject('database');

/** Every user table's rows (a digest each) and every sequence's position: what a test file may change. */
async function contentsOf(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`,
    );
    const contents: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ digest: string }>(
        `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${name} t`,
      );
      contents[name] = rows[0]!.digest;
    }
    const { rows: sequences } = await client.query<{ name: string; position: string }>(
      `select schemaname || '.' || sequencename as name, coalesce(last_value, 0)::text as position from pg_sequences`,
    );
    for (const { name, position } of sequences) contents[`sequence ${name}`] = position;
    return contents;
  });
}

const run = (url: string, statements: string) => withClient(url, (client) => client.query(statements));

const exists = async (admin: pg.Client, name: string) =>
  (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

describe.skipIf(provided.kind !== 'postgres')('test database copies (PostgreSQL)', () => {
  if (provided.kind !== 'postgres') return;
  const { url: adminUrl, template, snapshot } = provided;
  const admin = new pg.Client({ connectionString: adminUrl });
  const fresh = `${template}_c_fresh_reference`;
  let freshContents: Record<string, string>;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${fresh} template ${template}`);
    freshContents = await contentsOf(withDatabase(adminUrl, fresh));
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${fresh} with (force)`);
    await admin.end();
  });

  it("gives the next file a copy reset to the template's rows and sequences", async () => {
    const name = await takeCopy(adminUrl, template);
    const url = withDatabase(adminUrl, name);
    await run(
      url,
      `update products set slug = slug || '-changed';
       insert into users (id, name, email, password_hash)
         values (gen_random_uuid(), 'Someone', 'someone@example.com', 'x');
       select nextval(quote_ident(schemaname) || '.' || quote_ident(sequencename)) from pg_sequences`,
    );
    expect(await contentsOf(url)).not.toEqual(freshContents);

    expect(await giveBackCopy(adminUrl, url, name, snapshot)).toBe('kept');
    expect(await contentsOf(url)).toEqual(freshContents);
    expect(await takeCopy(adminUrl, template)).toBe(name);
    expect(await giveBackCopy(adminUrl, url, name, snapshot)).toBe('kept');
  });

  it('drops a copy whose schema a test changed instead of handing it on', async () => {
    const name = await takeCopy(adminUrl, template);
    const url = withDatabase(adminUrl, name);
    await run(
      url,
      `create function refuse() returns trigger language plpgsql as $$ begin raise exception 'no'; end $$;
       create trigger refuse_orders before insert on orders for each row execute function refuse()`,
    );
    expect(await giveBackCopy(adminUrl, url, name, snapshot)).toBe('dropped');
    expect(await exists(admin, name)).toBe(false);
  });
});
