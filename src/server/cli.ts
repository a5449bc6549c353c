import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { claimDataDir } from './db/data-dir-lock';
import { user } from './db/schema/auth';

const USAGE = 'Usage: npm run admin:grant -- <email>   |   npm run admin:revoke -- <email>';

/** `admin:grant` / `admin:revoke`: sets the administrator flag of an existing account. */
async function main(argv: string[]): Promise<number> {
  const [command, rawEmail] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail) {
    console.error(USAGE);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const config = loadConfig();

  // With the embedded database, a running server holds the folder: refuse rather than open it twice.
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = claimDataDir(config.dataDir);
    } catch (err) {
      console.error(
        `${(err as Error).message}\nThe site is running on this data folder: stop it (Ctrl+C), run this command, then start it again.`,
      );
      return 1;
    }
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const updated = await database.db
      .update(user)
      .set({ isAdmin: command === 'grant', updatedAt: new Date() })
      .where(eq(user.email, email))
      .returning({ email: user.email });
    if (updated.length === 0) {
      console.error(`No account uses ${email}. Sign up on the site first, then run this again.`);
      return 1;
    }
    console.log(
      command === 'grant'
        ? `${email} is now an administrator.`
        : `${email} is no longer an administrator.`,
    );
    return 0;
  } finally {
    await database.close();
    release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
