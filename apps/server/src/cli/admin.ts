import { loadConfig } from '../config';
import { openDatabase } from '../lib/db/client';
import { runMigrations } from '../lib/db/migrate';
import { resetAdminPassword } from '../modules/users/admin-password';
import { adminCredentialsBlock } from './admin-credentials';

const usage = 'Usage: npm run admin -- reset-password <email>';

/**
 * Operator commands, run against the database of the configuration (DATA_DIR's PGlite or DATABASE_URL).
 * With PGlite, stop the server first: an embedded database has one process at a time.
 */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'reset-password' || !email) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const password = await resetAdminPassword(database.db, email);
    if (!password) {
      process.stderr.write(`No admin account has the e-mail ${email}.\n`);
      return 1;
    }
    process.stdout.write(`${adminCredentialsBlock('reset', email.trim().toLowerCase(), password)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
