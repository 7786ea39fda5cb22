// Query fields of the public content pages (schema.graphql, "content" block).
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import type { RestClient } from '../rest/client.ts';
import { gatewayError } from '../rest/errors.ts';
import { eventKinds, eventStatuses, historyKinds, programmes, reportKinds } from './content-enums.ts';
import type { EducationEventSource, LazyPage, ProgrammeSessionSource, StudyReportSource } from './sources.ts';

const page: LazyPage = {};

/** The programme's active session (the backend keeps at most one), or null. */
export async function activeSession(rest: RestClient, programme: ProgrammeSessionSource['programme']): Promise<ProgrammeSessionSource | null> {
  const [session] = await rest.contentList(`${programme}/session`, { active: 'true' });
  return session ? { ...session, programme } : null;
}

const sectionFamilies = { ACADEMY: 'education/banner', STUDY: 'book/banner', NEWS: 'article/banner' } as const;

export const contentQuery: QueryResolvers = {
  homeContent: () => page,
  inventionPage: () => page,
  incubatorPage: () => page,

  aboutPage: async (_parent, _args, { loaders, lang }) => {
    const { about } = await loaders.publicSettings();
    if (!about) throw gatewayError('NOT_FOUND', lang);
    return about;
  },

  sectionBanners: async (_parent, { section }, { rest }) => (await rest.contentList(sectionFamilies[section])).map((banner) => ({ ...banner, section })),

  educationEvents: async (_parent, { kind, status }, { rest }) => {
    const kinds = kind ? [eventKinds[kind]] : [eventKinds.WORKSHOP, eventKinds.TOUR];
    const filters = status ? { status: eventStatuses[status] } : undefined;
    const lists = await Promise.all(
      kinds.map(async (family) => (await rest.contentList(`education/${family}`, filters)).map((event): EducationEventSource => ({ ...event, kind: family }))),
    );
    return lists.flat();
  },

  educationEvent: async (_parent, { kind, id }, { rest }) => {
    const family = eventKinds[kind];
    const event = await rest.contentRecord(`education/${family}`, id);
    return event ? { ...event, kind: family } : null;
  },

  educationHistory: (_parent, { kind }, { rest }) => rest.contentList('education/history', kind ? { kind: historyKinds[kind] } : undefined),

  educationHistoryEntry: (_parent, { id }, { rest }) => rest.contentRecord('education/history', id),

  studyReports: async (_parent, { kind }, { rest }) => {
    const sroi = async (): Promise<StudyReportSource[]> => (await rest.contentList('book/sori')).map((report) => ({ ...report, kind: 'sori' }));
    if (kind === 'SROI') return sroi();
    const reports = rest.contentList('book/report', kind ? { kind: reportKinds[kind] } : undefined);
    if (kind) return reports;
    const [sroiReports, otherReports] = await Promise.all([sroi(), reports]);
    return [...sroiReports, ...otherReports];
  },

  studyReport: async (_parent, { kind, id }, { rest }) => {
    if (kind === 'SROI') {
      const report = await rest.contentRecord('book/sori', id);
      return report ? { ...report, kind: 'sori' } : null;
    }
    const report = await rest.contentRecord('book/report', id);
    // An id of the other kind of report is not the report asked for.
    return report?.kind === reportKinds[kind] ? report : null;
  },

  studyHistory: (_parent, _args, { rest }) => rest.contentList('book/history'),

  studyHistoryEntry: (_parent, { id }, { rest }) => rest.contentRecord('book/history', id),

  session: (_parent, { programme }, { rest }) => activeSession(rest, programmes[programme]),
};
