import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A test file's PostgreSQL database, reused by the next file of the same worker instead of made anew.
 *
 * CREATE DATABASE ... TEMPLATE copies every page of the template (14 MB, most of it PostgreSQL's own catalog)
 * through the WAL, and DROP DATABASE waits for a checkpoint: over the API suite's 248 copies that was 114 s of
 * creating and 38 s of dropping, about a quarter of its worker time, spent again by every file. A copy a file
 * has finished with is instead emptied and given the template's rows back (`TemplateSnapshot.resetSql`, a few
 * statements on tables that hold a test's few rows), and kept for the worker's next file.
 *
 * A reset copy must be what a fresh one is: a copy whose schema a test changed (a table added or altered, a
 * trigger that fails writes, a function) no longer has the template's fingerprint and is dropped instead, and so
 * is a copy whose reset failed or waited on a lock a leaked connection holds. The run's last copies are dropped
 * by the global teardown (`dropCopiesOf`), those of a file that never dropped its own among them.
 */
export interface TemplateSnapshot {
  /** Empties every table, puts the template's rows back and sets the sequences where the template left them. */
  resetSql: string;
  /** The template's schema, as `FINGERPRINT_SQL` describes it. */
  fingerprint: string;
}

const USER_SCHEMAS = `not in ('pg_catalog', 'information_schema', 'pg_toast')`;

/**
 * Everything a test could change besides rows: relations, columns, constraints, triggers, functions, and the
 * database's own settings. Rows and sequences are what the reset puts back.
 */
const FINGERPRINT_SQL = `
  select md5(coalesce(string_agg(entry, E'\\n' order by entry), '')) as fingerprint from (
    select 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || c.relpersistence::text as entry
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname ${USER_SCHEMAS}
    union all
    select 'column ' || a.attrelid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
           || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname ${USER_SCHEMAS} and a.attnum > 0 and not a.attisdropped
    union all
    select 'constraint ' || c.conrelid::regclass || '.' || c.conname || ' ' || pg_get_constraintdef(c.oid)
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname ${USER_SCHEMAS}
    union all
    select 'trigger ' || t.tgrelid::regclass || '.' || t.tgname || ' ' || t.tgenabled::text
      from pg_trigger t where not t.tgisinternal
    union all
    select 'function ' || p.oid::regprocedure || ' ' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname ${USER_SCHEMAS}
    union all
    select 'setting ' || array_to_string(s.setconfig, ',')
      from pg_db_role_setting s where s.setdatabase = (select oid from pg_database where datname = current_database())
  ) entries`;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads the template's rows, sequences and schema: run once, before any copy is made of it. */
export async function snapshotTemplate(url: string): Promise<TemplateSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string; columns: string[] }>(`
      select n.nspname as schema, c.relname as name,
             array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where c.relkind in ('r', 'p') and n.nspname ${USER_SCHEMAS}
       group by n.nspname, c.relname
       order by n.nspname, c.relname`);
    const statements = [`set local session_replication_role = replica`, `set local lock_timeout = '5s'`];
    for (const table of tables) {
      const qualified = `${quote(table.schema)}.${quote(table.name)}`;
      statements.push(`delete from ${qualified}`);
      const { rows } = await client.query<{ rows: unknown }>(
        `select json_agg(t) as rows from ${qualified} as t`,
      );
      if (rows[0]?.rows === null) continue;
      const columns = table.columns.map(quote).join(', ');
      const tag = `$rows_${randomBytes(4).toString('hex')}$`;
      statements.push(
        `insert into ${qualified} (${columns}) overriding system value ` +
          `select ${columns} from json_populate_recordset(null::${qualified}, ${tag}${JSON.stringify(rows[0]!.rows)}${tag})`,
      );
    }
    const { rows: sequences } = await client.query<{ name: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name from pg_sequences
        where schemaname ${USER_SCHEMAS}`,
    );
    for (const { name } of sequences) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value, is_called from ${name}`,
      );
      statements.push(`select setval('${name}', ${rows[0]!.last_value}, ${rows[0]!.is_called})`);
    }
    const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT_SQL);
    return {
      resetSql: `begin; ${statements.join(';\n')}; commit;`,
      fingerprint: rows[0]!.fingerprint,
    };
  } finally {
    await client.end();
  }
}

/** Copies a test file has finished with, reset and ready for the next file of this worker. */
const readyCopies: string[] = [];

/** A database at the template's state: one this worker reset, or a new copy. */
export async function takeCopy(adminUrl: string, template: string): Promise<string> {
  const ready = readyCopies.pop();
  if (ready) return ready;
  const name = `${template}_c_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  return name;
}

/**
 * Gives back a copy once its file has closed every connection to it: reset for this worker's next file when
 * the reset leaves it as the template was, dropped otherwise.
 */
export async function giveBackCopy(
  adminUrl: string,
  copyUrl: string,
  name: string,
  snapshot: TemplateSnapshot,
): Promise<'kept' | 'dropped'> {
  const reusable = await withClient(copyUrl, async (copy) => {
    await copy.query(snapshot.resetSql);
    const { rows } = await copy.query<{ fingerprint: string }>(FINGERPRINT_SQL);
    return rows[0]!.fingerprint === snapshot.fingerprint;
  }).catch(() => false);
  if (reusable) {
    readyCopies.push(name);
    return 'kept';
  }
  await withClient(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  return 'dropped';
}

/** Drops every copy made of `template` this run, at its end. */
export async function dropCopiesOf(admin: pg.Client, template: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like $1`,
    [`${template.replaceAll('_', '\\_')}\\_c\\_%`],
  );
  for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
}

/** One connection to `url` for `use`, closed whatever `use` does. */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
