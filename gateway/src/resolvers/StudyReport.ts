import type { StudyReportResolvers } from '../generated/resolvers-types.ts';
import { reportKindFromRest } from './content-enums.ts';

export const StudyReport: StudyReportResolvers = {
  id: (report) => String(report.id),
  kind: (report) => reportKindFromRest(report.kind),
};
