import { DateTimeResolver } from 'graphql-scalars';
import { RichTextScalar } from '../graphql/rich-text-scalar.ts';
import { GraphQLUpload } from 'graphql-upload-minimal';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { Article } from './Article.ts';
import { ArticleTag } from './ArticleTag.ts';
import { HomeBanner } from './HomeBanner.ts';
import { HomeRecommend } from './HomeRecommend.ts';
import { Member } from './Member.ts';
import { Query } from './Query.ts';
import { SiteSettings } from './SiteSettings.ts';
// --- accounts ---
import { GoogleLoginResult } from './GoogleLoginResult.ts';
import { Mutation } from './Mutation.ts';
// --- end accounts ---
// --- content ---
import { contentQuery } from './ContentQuery.ts';
import { AboutPage } from './AboutPage.ts';
import { CeoMessage } from './CeoMessage.ts';
import { EducationEvent } from './EducationEvent.ts';
import { EducationHistoryEntry } from './EducationHistoryEntry.ts';
import { Faq } from './Faq.ts';
import { HomeContent } from './HomeContent.ts';
import { IncubatorPage } from './IncubatorPage.ts';
import { IncubatorSection } from './IncubatorSection.ts';
import { IncubatorTeam } from './IncubatorTeam.ts';
import { InventionPage } from './InventionPage.ts';
import { InventionSection } from './InventionSection.ts';
import { InventionTeam } from './InventionTeam.ts';
import { Mentor } from './Mentor.ts';
import { Prize } from './Prize.ts';
import { ProgrammeSession } from './ProgrammeSession.ts';
import { SectionBanner } from './SectionBanner.ts';
import { StudyHistoryEntry } from './StudyHistoryEntry.ts';
import { StudyReport } from './StudyReport.ts';
import { Testimonial } from './Testimonial.ts';
import { Theme } from './Theme.ts';
// --- end content ---
// --- applications ---
import { applicationMutation } from './ApplicationMutation.ts';
import { applicationQuery } from './ApplicationQuery.ts';
import { IncubatorApplication } from './IncubatorApplication.ts';
import { IncubatorApplicationTeam } from './IncubatorApplicationTeam.ts';
import { IncubatorProposal } from './IncubatorProposal.ts';
import { InventionApplication } from './InventionApplication.ts';
import { InventionApplicationTeam } from './InventionApplicationTeam.ts';
import { InventionMember } from './InventionMember.ts';
import { InventionProposal } from './InventionProposal.ts';
// --- end applications ---
// --- staff accounts ---
import { StaffAccount } from './StaffAccount.ts';
import { staffMutation } from './StaffMutation.ts';
import { staffQuery } from './StaffQuery.ts';
// --- end staff accounts ---
// --- staff people, audit, reminders, managers ---
import { staffAuditQuery } from './staff-audit.ts';
import { StaffManager, staffManagersMutation, staffManagersQuery } from './staff-managers.ts';
import { StaffMember, staffPeopleMutation, staffPeopleQuery } from './staff-people.ts';
import { staffRemindersQuery } from './staff-reminders.ts';
// --- end staff people, audit, reminders, managers ---
// --- staff sessions and applications ---
import { StaffApplicationEvent, StaffApplicationRow, StaffIncubatorApplication, StaffInventionApplication, staffApplicationMutation, staffApplicationQuery } from './staff-applications.ts';
import { StaffSession, staffSessionMutation, staffSessionQuery } from './staff-sessions.ts';
// --- end staff sessions and applications ---
// --- content studio ---
import { staffContentMutation, staffContentQuery } from './staff-content.ts';
import { staffContentImageMutation } from './content-images.ts';
import { ContentRecord, contentScheduleMutation } from './content-schedule.ts';
import { staffSettingsMutation, staffSettingsQuery } from './staff-settings.ts';
// --- end content studio ---

export const resolvers: Resolvers = {
  DateTime: DateTimeResolver,
  RichText: RichTextScalar,
  Query: {
    ...Query,
    ...contentQuery,
    ...applicationQuery,
    ...staffQuery,
    ...staffPeopleQuery,
    ...staffRemindersQuery,
    ...staffAuditQuery,
    ...staffManagersQuery,
    ...staffSessionQuery,
    ...staffApplicationQuery,
    ...staffContentQuery,
    ...staffSettingsQuery,
  },
  HomeBanner,
  HomeRecommend,
  SiteSettings,
  Article,
  ArticleTag,
  Member,
  // --- content ---
  AboutPage,
  CeoMessage,
  EducationEvent,
  EducationHistoryEntry,
  Faq,
  HomeContent,
  IncubatorPage,
  IncubatorSection,
  IncubatorTeam,
  InventionPage,
  InventionSection,
  InventionTeam,
  Mentor,
  Prize,
  ProgrammeSession,
  SectionBanner,
  StudyHistoryEntry,
  StudyReport,
  Testimonial,
  Theme,
  // --- end content ---
  // --- accounts ---
  Mutation: {
    ...Mutation,
    ...applicationMutation,
    ...staffMutation,
    ...staffPeopleMutation,
    ...staffManagersMutation,
    ...staffSessionMutation,
    ...staffApplicationMutation,
    ...staffContentMutation,
    ...staffContentImageMutation,
    ...contentScheduleMutation,
    ...staffSettingsMutation,
  },
  GoogleLoginResult,
  // --- end accounts ---
  // --- applications ---
  Upload: GraphQLUpload,
  InventionApplication,
  InventionApplicationTeam,
  InventionMember,
  InventionProposal,
  IncubatorApplication,
  IncubatorApplicationTeam,
  IncubatorProposal,
  // --- end applications ---
  // --- staff accounts ---
  StaffAccount,
  // --- end staff accounts ---
  // --- staff people, audit, reminders, managers ---
  StaffMember,
  StaffManager,
  // --- end staff people, audit, reminders, managers ---
  // --- staff sessions and applications ---
  StaffSession,
  StaffApplicationRow,
  StaffApplicationEvent,
  StaffInventionApplication,
  StaffIncubatorApplication,
  // --- end staff sessions and applications ---
  ContentRecord,
};
