import { impactFigureList, socialLinkList } from '@yip/rules';
import { z } from 'zod';
import { ApiError, type FieldError } from '../errors.ts';
import { isMessageId } from '../i18n/messages.ts';

const localised = z.strictObject({ zhTw: z.string().trim().min(1), en: z.string().trim().min(1) });
const path = z.string().trim().min(1).max(2048);
const textBlock = z.strictObject({ title: localised, content: localised });

/** Shapes of the settings the public site reads; other keys hold any JSON. */
export const knownSettings: Record<string, z.ZodType> = {
  /** The home page's four blocks of support statements. */
  homeSupport: z.array(textBlock).max(8),
  homeTestimonials: z.array(z.strictObject({ quote: localised, person: localised, role: localised })).max(20),
  /** The home page's scrolling slogans. */
  slogans: z.array(localised).max(20),
  about: z.strictObject({
    ceoMessage: z.strictObject({ name: localised, title: localised, content: localised, photo: path }),
    /** The four themes: Ventures, Academy, Study, News. */
    themes: z.array(z.strictObject({ key: z.enum(['ventures', 'academy', 'study', 'news']), title: localised, content: localised })).max(4),
    partners: z.array(z.strictObject({ name: localised, logo: path, url: z.url({ protocol: /^https$/ }).optional() })).max(50),
    coreSlogans: z.array(localised).max(10),
  }),
  // Edited in the content studio: the same limits as its forms (rules/site-settings.ts).
  impactFigures: impactFigureList,
  socialLinks: socialLinkList,
};

export const settingKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/);

export const updateBody = z.strictObject({ value: z.json() });

/** The value as stored; a known key's failures name each place (`2.url`), so the studio can mark it. */
export function validateSettingValue(key: string, value: unknown): unknown {
  const schema = knownSettings[key];
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue): FieldError => ({ path: issue.path.join('.'), messageId: isMessageId(issue.message) ? issue.message : 'badInput' }));
  throw new ApiError(400, 'BAD_USER_INPUT', fields[0]?.messageId ?? 'badInput', fields.map((field) => field.path).join(', '), fields);
}
