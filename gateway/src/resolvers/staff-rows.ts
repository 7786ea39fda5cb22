// An application as a row of the console's tables (`StaffApplicationRow`), from a manager's
// `{programme}/apply/pvt/list` item: the leader is the first member, the organisation the
// competition's school or the incubator's organisation.
import type { Programme, StaffApplicationRow } from '../generated/resolvers-types.ts';
import type { ManagedApplicationRecord } from '../rest/staff-people.ts';
import { statusFromRest } from './application-enums.ts';

export function staffApplicationRow(programme: Programme, record: ManagedApplicationRecord): StaffApplicationRow {
  const team = record.team ?? {};
  const leader = team.members?.[0];
  return {
    id: String(record.id),
    programme,
    sessionId: String(record.sessionId),
    registrationNumber: record.registrationNumber,
    status: statusFromRest(record.status),
    teamName: team.name || null,
    leaderName: leader?.name || null,
    leaderEmail: leader?.email || null,
    organisation: (programme === 'INVENTION' ? team.school : team.organizeName) || null,
    ownerEmail: record.ownerEmail,
    updatedAt: record.updatedAt,
    submittedAt: record.submittedAt,
    submittedInGrace: record.submittedInGrace,
  };
}
