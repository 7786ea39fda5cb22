// REST (rules) values ⇄ schema enums of the applications: the rules use snake_case, the schema
// upper case (DISASTER_RELIEF ⇄ disaster_relief). The incubator's issues are the content's
// (content-enums.ts), kebab-case like its alumni teams.
import type {
  CompetitionMainTheme,
  IncubatorProperty as RuleIncubatorProperty,
  IncubatorTeamType as RuleIncubatorTeamType,
  ReferralSource as RuleReferralSource,
} from '@yip/rules';
import type { ApplicationStatus, IncubatorGroup, IncubatorTeamType, InventionTheme, ReferralSource } from '../generated/resolvers-types.ts';
import type * as Rest from '../rest/application-records.ts';
import { reverse } from './content-enums.ts';

const themes = {
  DISASTER_RELIEF: 'disaster_relief',
  HUMANISTIC_CARE: 'humanistic_care',
  LONG_TERM_CARE: 'long_term_care',
  MEDICAL_HOME_CARE: 'medical_home_care',
} as const satisfies Record<InventionTheme, CompetitionMainTheme>;

const statuses = {
  DRAFT: 'draft',
  SUBMITTED: 'submitted',
  FINAL_UPLOAD: 'final_upload',
  FINAL_ENTERED: 'final_entered',
} as const satisfies Record<ApplicationStatus, Rest.ApplicationStatus>;

const referralSources = {
  WEBSITE: 'website',
  FACEBOOK: 'facebook',
  INSTAGRAM: 'instagram',
  LINE: 'line',
  SCHOOL: 'school',
  TEACHER: 'teacher',
  FRIEND: 'friend',
  PREVIOUS_TEAM: 'previous_team',
  RECOMMENDER: 'recommender',
  MEDIA: 'media',
  OTHER: 'other',
} as const satisfies Record<ReferralSource, RuleReferralSource>;

const incubatorTeamTypes = {
  INFORMAL: 'informal',
  NON_PROFIT: 'non_profit',
  FOR_PROFIT: 'for_profit',
} as const satisfies Record<IncubatorTeamType, RuleIncubatorTeamType>;

// The rules' (REST) `property`; the deprecated enum IncubatorProperty holds the same values as IncubatorGroup.
const incubatorGroups = {
  TAIWAN_INCUBATION: 'taiwan_incubation',
  TAIWAN_ACCELERATION: 'taiwan_acceleration',
  ASIA_PACIFIC: 'asia_pacific',
} as const satisfies Record<IncubatorGroup, RuleIncubatorProperty>;

export const themeToRest = (theme: InventionTheme): CompetitionMainTheme => themes[theme];
export const themeFromRest = reverse(themes, 'competition theme');
export const statusFromRest = reverse(statuses, 'application status');
export const statusToRest = (status: ApplicationStatus): Rest.ApplicationStatus => statuses[status];
export const referralSourceToRest = (source: ReferralSource): RuleReferralSource => referralSources[source];
export const referralSourceFromRest = reverse(referralSources, 'referral source');
export const incubatorTeamTypeToRest = (type: IncubatorTeamType): RuleIncubatorTeamType => incubatorTeamTypes[type];
export const incubatorTeamTypeFromRest = reverse(incubatorTeamTypes, 'incubator team type');
export const incubatorGroupToRest = (group: IncubatorGroup): RuleIncubatorProperty => incubatorGroups[group];
export const incubatorGroupFromRest = reverse(incubatorGroups, 'incubator group');
