// The studio's site-settings forms (issue 21): the values as the fields hold them (numbers as typed
// text), checked by the shared rules (rules/site-settings.ts) the backend checks again.
import { impactFigureList, ruleMessage, socialLinkList } from '@yip/rules';
import { z } from 'zod';
import type { ImpactUnit, SocialNetwork, StaffImpactFiguresInput, StaffSocialLinksInput } from '../../../generated/types.ts';
import type { StaffSiteSettingsFieldsFragment } from './siteSettings.generated.ts';

export interface FiguresFormValues {
  figures: { key: string; value: string; unit: string }[];
}

export interface LinksFormValues {
  links: { network: string; url: string }[];
}

export const figuresFormSchema = z.object({
  figures: z
    .array(z.object({ key: z.string(), value: z.string().trim().min(1, { error: ruleMessage.figureRange }).transform(Number), unit: z.string() }))
    .pipe(impactFigureList),
});

export const linksFormSchema = z.object({ links: z.array(z.object({ network: z.string(), url: z.string() })).pipe(socialLinkList) });

export type FiguresFormOutput = z.output<typeof figuresFormSchema>;
export type LinksFormOutput = z.output<typeof linksFormSchema>;

export const figuresValues = (settings: StaffSiteSettingsFieldsFragment): FiguresFormValues => ({
  figures: settings.impactFigures.map((figure) => ({ key: figure.key, value: String(figure.value), unit: figure.unit.toLowerCase() })),
});

export const linksValues = (settings: StaffSiteSettingsFieldsFragment): LinksFormValues => ({
  links: settings.socialLinks.map((link) => ({ network: link.network.toLowerCase(), url: link.url })),
});

export const figuresInput = (version: string, values: FiguresFormOutput): StaffImpactFiguresInput => ({
  version,
  figures: values.figures.map((figure) => ({ key: figure.key, value: figure.value, unit: figure.unit.toUpperCase() as ImpactUnit })),
});

export const linksInput = (version: string, values: LinksFormOutput): StaffSocialLinksInput => ({
  version,
  links: values.links.map((link) => ({ network: link.network.toUpperCase() as SocialNetwork, url: link.url })),
});
