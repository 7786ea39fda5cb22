// What the resolvers of types with no single REST record start from: a REST record plus what the
// family it came from says (its kind or programme), or nothing for pages whose fields read lazily.
import type * as Records from '../rest/application-records.ts';
import type * as Rest from '../rest/dto.ts';

/** A page type whose every field reads its own REST family, so a query pays only for what it asks. */
export type LazyPage = Record<never, never>;

export type ProgrammeSessionSource = Rest.Session & { programme: Rest.ProgrammeFamily };

export type EducationEventSource = Rest.EducationEvent & { kind: 'think' | 'walk' };

export type StudyReportSource = Rest.Report & { kind: 'sori' | Rest.ReportKind };

/** A member of a competition team, with their place: the first is the leader. */
export type InventionMemberSource = Records.InventionMemberRecord & { isLeader: boolean };
/** A member of an incubator team, with their place: the first is the leader and main contact. */
export type IncubatorMemberSource = Records.IncubatorMemberRecord & { isLeader: boolean };
