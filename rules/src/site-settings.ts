// The site settings the content studio edits (issue 21): the home page's impact figures and the
// social links of the footer and the social bar. One set of limits for the backend (which stores
// them), the gateway and the studio's forms; messages are ids each tier renders. Fields are read
// through their builders (readThrough), built on the first parse: every page loads the rules, only the studio uses these.
import { z } from 'zod';
import { ruleMessage } from './messages.ts';
import { readThrough } from './modes.ts';

/** The figures the home page can label (web catalogue `home.impact.*`), in the seeded order. */
export const impactFigureKeys = ['assisted', 'clarified', 'solved', 'interaction', 'teams', 'participants', 'funds'] as const;
export const impactUnits = ['percent', 'count', 'plus'] as const;
export const socialNetworks = ['facebook', 'instagram', 'youtube'] as const;

/** A figure above this is a typing slip (the largest, the funds, is NT$82,000,000). */
export const maxImpactValue = 1e12;

const listedOnce = <T>(name: (item: T) => string) => (items: T[], context: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = name(item);
    if (seen.has(key)) context.addIssue({ code: 'custom', message: ruleMessage.listedTwice, path: [index] });
    seen.add(key);
  });
};

export const impactFigure = z
  .strictObject(
    readThrough({
      key: () => z.enum(impactFigureKeys, { error: ruleMessage.option }),
      value: () => z.number({ error: ruleMessage.figureRange }).min(0, { error: ruleMessage.figureRange }).max(maxImpactValue, { error: ruleMessage.figureRange }),
      unit: () => z.enum(impactUnits, { error: ruleMessage.option }),
    }),
  )
  .refine((figure) => figure.unit !== 'percent' || figure.value <= 100, { error: ruleMessage.figureRange, path: ['value'] });

export const impactFigureList = z.array(impactFigure).max(impactFigureKeys.length, { error: ruleMessage.tooMany }).superRefine(listedOnce((figure) => figure.key));

export const socialLink = z.strictObject(
  readThrough({
    network: () => z.enum(socialNetworks, { error: ruleMessage.option }),
    url: () =>
      z
        .string({ error: ruleMessage.httpsUrl })
        .trim()
        .max(2048, { error: ruleMessage.tooLong })
        .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: ruleMessage.httpsUrl })),
  }),
);

export const socialLinkList = z.array(socialLink).max(socialNetworks.length, { error: ruleMessage.tooMany }).superRefine(listedOnce((link) => link.network));

export type ImpactFigureValue = z.output<typeof impactFigure>;
export type SocialLinkValue = z.output<typeof socialLink>;
