// What the resolvers of types with no single REST record start from: a REST record plus what the
// family it came from says (its kind or programme), or nothing for pages whose fields read lazily.
import type { Section } from '../generated/resolvers-types.ts';
import type * as Records from '../rest/application-records.ts';
import type * as Rest from '../rest/dto.ts';

/** A page type whose every field reads its own REST family, so a query pays only for what it asks. */
export type LazyPage = Record<never, never>;

export type ProgrammeSessionSource = Rest.Session & { programme: Rest.ProgrammeFamily };

// The two programmes number their records each on its own, as the three sections their banners:
// the family travels with the record, for the field a client's cache keys it by.
export type FaqSource = Rest.Faq & { programme: Rest.ProgrammeFamily };

/** A programme page's quote, or the home page's (a setting: no id, no programme). */
export type TestimonialSource = Rest.Testimonial & { programme?: Rest.ProgrammeFamily };

export type SectionBannerSource = Rest.SectionBanner & { section: Section };

export type EducationEventSource = Rest.EducationEvent & { kind: 'think' | 'walk' };

export type StudyReportSource = Rest.Report & { kind: 'sori' | Rest.ReportKind };

/** A member of a competition team, with their place: the first is the leader. */
export type InventionMemberSource = Records.InventionMemberRecord & { isLeader: boolean };
/** A member of an incubator team, with their place: the first is the leader and main contact. */
export type IncubatorMemberSource = Records.IncubatorMemberRecord & { isLeader: boolean };
