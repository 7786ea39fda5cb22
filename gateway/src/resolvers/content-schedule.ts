// Scheduled publishing in the content studio (schema.graphql, "content schedule" block; issue 21
// item 8): a record's publication times, read and set through the backend's schedule calls. The
// backend's scheduler makes the change at its time; the gateways learn of it from the backend's change
// feed (cache/backend-changes.ts), so nothing here drops cached answers: setting times changes
// nothing visitors see.
import type { ContentRecordResolvers, ContentSchedule, MutationResolvers } from '../generated/resolvers-types.ts';
import type { StudioSchedule } from '../rest/staff-content.ts';
import { checkedId, contentFamilyNames, specOf } from './staff-content.ts';

const toSchedule = (schedule: StudioSchedule): ContentSchedule => ({ ...schedule });

/** graphql-scalars hands a DateTime argument over as a Date (typed as the string it was). */
const instant = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString());

export const ContentRecord: ContentRecordResolvers = {
  schedule: async (record, _args, { rest }) => {
    const spec = await specOf(rest.staffContent, record.family);
    if (!spec.schedulable) return null;
    return toSchedule(await rest.staffContent.schedule(contentFamilyNames[record.family], record.id));
  },
};

export const contentScheduleMutation: MutationResolvers = {
  staffScheduleContent: async (_parent, { input }, { rest, lang }) => {
    const times = { publishAt: instant(input.publishAt), unpublishAt: instant(input.unpublishAt) };
    return toSchedule(await rest.staffContent.setSchedule(contentFamilyNames[input.family], checkedId(input.id, lang), times));
  },
};
