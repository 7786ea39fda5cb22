import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const now = () => new Date().toISOString();

export const accounts = sqliteTable('accounts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  role: text('role', { enum: ['user', 'manager'] }).notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  mobile: text('mobile'),
  birthday: text('birthday'),
  contactEmail: text('contact_email'),
  subscribed: integer('subscribed', { mode: 'boolean' }).notNull().default(false),
  verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
  createdAt: text('created_at').notNull().$defaultFn(now),
  // Bumped to end every session of an account (password change, profile update).
  tokenVersion: integer('token_version').notNull().default(0),
});

export const resources = sqliteTable(
  'resources',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    family: text('family').notNull(),
    position: integer('position').notNull(),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    ownerId: integer('owner_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().$defaultFn(now),
    updatedAt: text('updated_at').notNull().$defaultFn(now),
  },
  (table) => [
    index('resources_family_position_idx').on(table.family, table.position),
    index('resources_owner_idx').on(table.ownerId),
  ],
);

export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).$type<unknown>().notNull(),
  public: integer('public', { mode: 'boolean' }).notNull().default(false),
});

export type AccountRow = typeof accounts.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type SettingRow = typeof settings.$inferSelect;
