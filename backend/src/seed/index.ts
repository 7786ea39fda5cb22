import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createAccount, findAccountByEmail } from '../auth/accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { encryptTotpSecret } from '../auth/totp.ts';
import type { Config } from '../config.ts';
import { first } from '../db/first.ts';
import { accounts, resources, settings } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Executor, Store } from '../db/store.ts';
import { storePublicFile } from '../files.ts';
import type { FileStore } from '../files/file-store.ts';
import { getFamily, type FamilyName } from '../resources/families.ts';
import { buildSeedContent } from './content.ts';
import { documentFiles } from './documents.ts';
import { imageFiles } from './images.ts';
import { validateSettingValue } from '../settings/values.ts';

export const demoMemberEmail = 'member@example.org';

async function isEmpty(db: Executor): Promise<boolean> {
  for (const table of [accounts, resources, settings]) {
    if (((await first(db.select({ n: count() }).from(table)))?.n ?? 0) > 0) return false;
  }
  return true;
}

/**
 * First run only: demo content, images, settings and the manager account, in one transaction. Several
 * processes starting together on one PostgreSQL database take turns (the `seed` lock) and only the
 * first finds it empty; the public files they store are the same bytes.
 */
async function seedFirstRun(store: Store, config: Config, log: FastifyBaseLogger, files: FileStore): Promise<void> {
  const generatedPassword = config.managerPassword ? undefined : randomBytes(12).toString('base64url');
  const managerHash = await hashPassword(config.managerPassword ?? generatedPassword ?? '');
  const now = new Date();
  const content = buildSeedContent(now);
  const publicFiles = [...imageFiles(content.images), ...documentFiles(content.documents)];
  // A few at a time: a bucket answers each file's writes in turn, at a round trip each.
  for (let at = 0; at < publicFiles.length; at += 8) {
    await Promise.all(publicFiles.slice(at, at + 8).map((file) => storePublicFile(files, file.name, file.bytes)));
  }

  const seeded = await store.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return false;
    const insert = async (family: FamilyName, items: Record<string, unknown>[]) => {
      const { schema } = getFamily(family);
      const stamp = now.toISOString();
      const rows = items.map((data, position) => ({ family, position, data: schema.parse(data), createdAt: stamp, updatedAt: stamp }));
      return rows.length > 0 ? await tx.insert(resources).values(rows).returning({ id: resources.id }) : [];
    };

    for (const [family, items] of Object.entries(content.records) as [FamilyName, Record<string, unknown>[]][]) {
      await insert(family, items);
    }
    const tagIds = await insert('article/tag', content.tags.map((tag) => ({ name: tag.name })));
    const idOfTag = new Map(content.tags.map((tag, index) => [tag.key, tagIds[index]?.id]));
    const newestFirst = [...content.articles].sort((a, b) => a.daysAgo - b.daysAgo);
    await insert(
      'article/article',
      newestFirst.map((article) => ({
        ...article.data,
        tagIds: article.tags.map((key) => idOfTag.get(key)),
        publishedAt: new Date(now.getTime() - article.daysAgo * 86_400_000).toISOString().slice(0, 10),
      })),
    );

    await tx.insert(settings).values(content.settings.map(({ key, value }) => ({ key, value: validateSettingValue(key, value), public: true })));
    await tx
      .insert(accounts)
      .values({
        role: 'manager',
        email: config.managerEmail,
        passwordHash: managerHash,
        firstName: 'Portal',
        lastName: 'Manager',
        verified: true,
        totpSecret: config.managerTotpSecret ? encryptTotpSecret(config.jwtSecret, config.managerTotpSecret) : null,
      });
    return true;
  }, { lock: 'seed' });
  if (!seeded) return;

  log.info({ images: content.images.length, documents: content.documents.length, articles: content.articles.length }, 'seeded first-run content');
  if (generatedPassword) {
    // Shown once, on the console only: it is never logged or stored in clear anywhere else.
    console.log(`\n  Manager account created: ${config.managerEmail}\n  Generated password (shown only now): ${generatedPassword}\n`);
  }
}

/** Seeds an empty database; adds the demo member whenever SEED_DEMO_MEMBER_PASSWORD asks for one. */
export async function seed(store: Store, config: Config, log: FastifyBaseLogger, files: FileStore): Promise<void> {
  if (await isEmpty(store.read)) await seedFirstRun(store, config, log, files);
  if (config.demoMemberPassword && !(await findAccountByEmail(store.read, demoMemberEmail))) {
    const created = await createAccount(store, {
      role: 'user',
      email: demoMemberEmail,
      password: config.demoMemberPassword,
      firstName: '小明',
      lastName: '王',
      mobile: '0912345678',
      birthday: '2002-05-20',
      contactEmail: demoMemberEmail,
      subscribed: false,
      verified: true,
      // Another process starting beside this one may have made it first.
    }).catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
    if (created) log.info(`demo member ${demoMemberEmail} created`);
  }
}
