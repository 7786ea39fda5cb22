import { z } from 'zod';

/** Shapes of the settings the public site reads; other keys hold any JSON. */
export const knownSettings: Record<string, z.ZodType> = {
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
