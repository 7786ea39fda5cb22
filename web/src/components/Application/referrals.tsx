// Referral sources in an application form (spec §3, DESIGN §4): the options ticked, and a text field
// for the typed detail of each ticked option that has one; stored as `option:detail` and split
// back on load. The competition offers its options, the incubator adds the media platform.
import { referralDetailMax, referralSourcesWithDetail, ruleMessage, text, type Mode, type ReferralSource } from '@yip/rules';
import { useWatch } from 'react-hook-form';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod';
import type { ReferralInput, ReferralSource as ReferralEnum } from '../../generated/types.ts';
import { CheckboxGroupField } from '../Form/ChoiceFields.tsx';
import { TextField } from '../Form/TextFields.tsx';
import styles from './Apply.module.css';

/** Each referral option, by its rule value. */
export const referralLabels = defineMessages<ReferralSource>({
  website: { id: 'apply.referral.website' },
  facebook: { id: 'apply.referral.facebook' },
  instagram: { id: 'apply.referral.instagram' },
  line: { id: 'apply.referral.line' },
  school: { id: 'apply.referral.school' },
  teacher: { id: 'apply.referral.teacher' },
  friend: { id: 'apply.referral.friend' },
  previous_team: { id: 'apply.referral.previousTeam' },
  recommender: { id: 'apply.referral.recommender' },
  media: { id: 'apply.referral.media' },
  other: { id: 'apply.referral.other' },
});

/** The detail an option with a typed suffix asks for. */
export const referralDetailLabels = defineMessages({
  previous_team: { id: 'apply.referral.previousTeam.detail' },
  recommender: { id: 'apply.referral.recommender.detail' },
  media: { id: 'apply.referral.media.detail' },
  other: { id: 'apply.referral.other.detail' },
});

const withDetail = defineMessages({ text: { id: 'apply.referral.withDetail' } });

/** The options ticked, and the typed detail of each option that has one (kept while unticked, sent only when ticked). */
export interface ReferralValues<S extends ReferralSource = ReferralSource> {
  refers: S[];
  referDetails: Partial<Record<ReferralSource, string>>;
}

/** The options of a programme that ask for a typed detail. */
export const detailSourcesOf = (sources: readonly ReferralSource[]) => sources.filter((s) => referralSourcesWithDetail.includes(s));

// GraphQL enums are the rule values in capitals (`previous_team` ⇄ `PREVIOUS_TEAM`).
const toEnum = (source: ReferralSource) => source.toUpperCase() as ReferralEnum;
const fromEnum = (source: ReferralEnum) => source.toLowerCase() as ReferralSource;

/** The form's values of the stored referrals: options outside the programme's are dropped. */
export function referralValues<S extends ReferralSource>(stored: readonly { source: ReferralEnum; detail?: string | null }[], sources: readonly S[]): ReferralValues<S> {
  const referDetails = Object.fromEntries(detailSourcesOf(sources).map((s) => [s, ''])) as Partial<Record<ReferralSource, string>>;
  const refers: S[] = [];
  for (const referral of stored) {
    const source = fromEnum(referral.source);
    if (!(sources as readonly string[]).includes(source)) continue;
    refers.push(source as S);
    if (referralSourcesWithDetail.includes(source)) referDetails[source] = referral.detail ?? '';
  }
  return { refers, referDetails };
}

/** The referrals as the save mutation takes them: a detail only for an option that has one. */
export function referralInput(values: ReferralValues): ReferralInput[] {
  return values.refers.map((source) => ({
    source: toEnum(source),
    detail: referralSourcesWithDetail.includes(source) ? (values.referDetails[source] ?? '') : null,
  }));
}

/** The form's `refers` and `referDetails` rules: an option at least when complete. */
export function referralFields(sources: readonly ReferralSource[], mode: Mode) {
  const ticked = z.array(z.enum(sources as [ReferralSource, ...ReferralSource[]]), { error: ruleMessage.option });
  return {
    refers: mode === 'complete' ? ticked.min(1, { error: ruleMessage.required }) : ticked,
    referDetails: z.record(z.string(), z.string()),
  };
}

/** A ticked option with a suffix needs its detail, in a draft too (the server stores `option:detail`). */
export function checkReferralDetails(values: ReferralValues, ctx: z.RefinementCtx): void {
  for (const source of values.refers) {
    if (!referralSourcesWithDetail.includes(source)) continue;
    const detail = text(referralDetailMax).safeParse(values.referDetails[source] ?? '');
    if (!detail.success) ctx.addIssue({ code: 'custom', message: detail.error.issues[0]?.message ?? ruleMessage.required, path: ['referDetails', source] });
  }
}

/** A server problem at `refers.N` is about the Nth ticked option: its detail field when it has one. */
export function referralFieldOf(inner: string, values: ReferralValues): string | null {
  const referral = /^refers\.(\d+)$/.exec(inner);
  if (!referral) return null;
  const source = values.refers[Number(referral[1])];
  return source && referralSourcesWithDetail.includes(source) ? `referDetails.${source}` : 'refers';
}

/** "Website, A previous team: Blue Sky" ('計畫官網、歷屆參賽隊伍：藍天') for the summary. */
export function referralText(stored: readonly { source: ReferralEnum; detail?: string | null }[], intl: IntlShape): string {
  return stored
    .map((r) => {
      const label = intl.formatMessage(referralLabels[fromEnum(r.source)]);
      return r.detail ? intl.formatMessage(withDetail.text, { label, detail: r.detail }) : label;
    })
    .join(intl.locale.startsWith('zh') ? '、' : ', ');
}

/** The options as checkboxes; the options with a typed suffix ask for it once ticked. */
export function ReferralField({ sources, legend, hint }: { sources: readonly ReferralSource[]; legend: string; hint: string }) {
  const intl = useIntl();
  const ticked = (useWatch({ name: 'refers' }) as string[] | undefined) ?? [];
  const shown = detailSourcesOf(sources).filter((source) => ticked.includes(source));
  const options = sources.map((source) => ({ value: source, label: intl.formatMessage(referralLabels[source]) }));
  return (
    <>
      <CheckboxGroupField name="refers" legend={legend} hint={hint} options={options} inline required />
      {shown.length > 0 ? (
        <div className={styles.details}>
          {shown.map((source) => (
            <TextField
              key={source}
              name={`referDetails.${source}`}
              label={intl.formatMessage(referralDetailLabels[source as keyof typeof referralDetailLabels])}
              required
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
