import { loadConfig } from '../config';
import { type Database, openDatabase } from '../lib/db/client';
import { explainingDamage } from '../lib/db/damaged';
import { runMigrations } from '../lib/db/migrate';
import { lockDataFolder } from '../lib/fs/data-folder-lock';
import { resetAdminTwoFactor } from '../modules/users';
import { resetAdminPassword } from '../modules/users/admin-password';
import { adminCredentialsBlock } from './admin-credentials';

const usage = [
  'Usage: npm run admin -- reset-password <email>',
  '       npm run admin -- reset-two-factor <email>',
].join('\n');
const commands = ['reset-password', 'reset-two-factor'];

/**
 * Operator commands, run against the database of the configuration (DATA_DIR's PGlite or DATABASE_URL).
 * With PGlite, stop the server first: an embedded database has one process at a time (the data folder's
 * lock refuses the command while a server holds it).
 */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!command || !commands.includes(command) || !email) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const config = loadConfig();
  // A running server on the same PGlite folder refuses the command with one line naming it: a password
  // written beside a live server would be lost (or clash) with its next writes.
  if (config.database.kind === 'pglite') lockDataFolder(config.dataDir, `npm run admin -- ${command}`);
  const database = await explainingDamage(config.database, () => openDatabase(config.database));
  try {
    await explainingDamage(config.database, () => runMigrations(database));
    const output = await run(database.db, command, email.trim().toLowerCase());
    if (!output) {
      process.stderr.write(`No admin account has the e-mail ${email}.\n`);
      return 1;
    }
    process.stdout.write(`${output}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

/** What the command prints, or undefined when no admin account has that address. */
async function run(db: Database, command: string, email: string): Promise<string | undefined> {
  if (command === 'reset-two-factor') {
    const done = await resetAdminTwoFactor(db, email);
    return done ? `Two-factor sign-in removed and every session signed out for ${email}.` : undefined;
  }
  const password = await resetAdminPassword(db, email);
  return password && adminCredentialsBlock('reset', email, password);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
