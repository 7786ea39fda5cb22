import { z } from 'zod';

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
  impactFigures: z
    .array(
      z.strictObject({
        key: z.string().trim().min(1).max(64),
        value: z.number().nonnegative(),
        unit: z.enum(['percent', 'count', 'plus']),
      }),
    )
    .max(50),
  socialLinks: z
    .array(
      z.strictObject({
        network: z.enum(['facebook', 'instagram', 'youtube']),
        url: z.url({ protocol: /^https$/ }),
      }),
    )
    .max(20),
};

export const settingKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/);

export const updateBody = z.strictObject({ value: z.json() });

export function validateSettingValue(key: string, value: unknown): unknown {
  const schema = knownSettings[key];
  return schema ? schema.parse(value) : value;
}
