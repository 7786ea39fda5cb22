// REST values ⇄ schema enums of the content types (the REST side is lower-case, kebab-case).
import type {
  CompetitionGroup,
  EducationEventKind,
  EventStatus,
  IncubatorGroup,
  IncubatorIssue,
  IncubatorSectionAnchor,
  InventionSectionAnchor,
  Programme,
  StudyReportKind,
  ThemeKey,
} from '../generated/resolvers-types.ts';
import type * as Rest from '../rest/dto.ts';
import type { EducationEventSource, StudyReportSource } from './sources.ts';

/** The schema value of a REST value; a value the contract does not have is the backend's error. */
export function reverse<G extends string, R extends string>(map: Record<G, R>, what: string): (value: R) => G {
  const entries = Object.entries(map) as [G, R][];
  return (value) => {
    const found = entries.find(([, rest]) => rest === value)?.[0];
    // Not a client's mistake: the backend answered a value the contract does not have.
    if (!found) throw new Error(`unknown ${what} from the backend: ${String(value)}`);
    return found;
  };
}

export const programmes = { INVENTION: 'invention', INCUBATOR: 'incubator' } as const satisfies Record<Programme, Rest.ProgrammeFamily>;
export const eventKinds = { WORKSHOP: 'think', TOUR: 'walk' } as const satisfies Record<EducationEventKind, EducationEventSource['kind']>;
export const historyKinds = { WORKSHOP: 'workshop', TOUR: 'tour' } as const satisfies Record<EducationEventKind, Rest.EducationHistoryKind>;
export const eventStatuses = { ONGOING: 'ongoing', PAST: 'past' } as const satisfies Record<EventStatus, Rest.EventStatus>;
export const reportKinds = { SROI: 'sori', IMPACT: 'impact', ALUMNI: 'alumni' } as const satisfies Record<StudyReportKind, StudyReportSource['kind']>;
export const competitionGroups = { COLLEGE: 'college', VOCATIONAL: 'vocational' } as const satisfies Record<CompetitionGroup, Rest.CompetitionGroup>;
const incubatorGroups = {
  TAIWAN_INCUBATION: 'taiwan-incubation',
  TAIWAN_ACCELERATION: 'taiwan-acceleration',
  ASIA_PACIFIC: 'asia-pacific',
} as const satisfies Record<IncubatorGroup, Rest.IncubatorGroup>;
const inventionAnchors = {
  DESCRIPTION: 'description',
  ELIGIBILITY: 'eligibility',
  SELECTION: 'selection',
  SCHEDULE: 'schedule',
  REWARDS: 'rewards',
  TEMPLATE: 'template',
  SUMMARY: 'summary',
} as const satisfies Record<InventionSectionAnchor, Rest.InventionAnchor>;
const incubatorAnchors = { INTRODUCTION: 'introduction', APPLY: 'apply', ELIGIBILITY: 'eligibility' } as const satisfies Record<
  IncubatorSectionAnchor,
  Rest.IncubatorSection['anchor']
>;
const issues = {
  CHARITY: 'charity',
  HEALTHCARE: 'healthcare',
  EDUCATION: 'education',
  ENVIRONMENT: 'environment',
  CIRCULAR_ECONOMY: 'circular-economy',
  YOUTH_SENIOR: 'youth-senior',
  FOOD: 'food',
  DISASTER: 'disaster',
  LOCAL: 'local',
} as const satisfies Record<IncubatorIssue, Rest.IncubatorIssue>;
const themes = { VENTURES: 'ventures', ACADEMY: 'academy', STUDY: 'study', NEWS: 'news' } as const satisfies Record<ThemeKey, Rest.ThemeKey>;

export const programmeFromRest = reverse(programmes, 'programme');
export const eventKindFromRest = reverse(eventKinds, 'event kind');
export const historyKindFromRest = reverse(historyKinds, 'history kind');
export const eventStatusFromRest = reverse(eventStatuses, 'event status');
export const reportKindFromRest = reverse(reportKinds, 'report kind');
export const competitionGroupFromRest = reverse(competitionGroups, 'competition group');
export const incubatorGroupFromRest = reverse(incubatorGroups, 'incubator group');
export const inventionAnchorFromRest = reverse(inventionAnchors, 'competition section anchor');
export const incubatorAnchorFromRest = reverse(incubatorAnchors, 'incubator section anchor');
export const issueFromRest = reverse(issues, 'incubator issue');
export const issueToRest = (issue: IncubatorIssue): Rest.IncubatorIssue => issues[issue];
export const themeFromRest = reverse(themes, 'theme');
