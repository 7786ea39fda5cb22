// What the staff console's session and application types resolve from: the backend's records with
// the programme they came from (the records themselves do not say).
import type { ProgrammeFamily } from '../rest/dto.ts';
import type { ManagedApplication, ManagedIncubatorApplication, ManagedInventionApplication, StaffSessionRecord } from '../rest/staff-applications.ts';

export type StaffSessionSource = StaffSessionRecord & { programme: ProgrammeFamily };

/** A row of the applications table (and of a member's applications): a manager's view of either programme's application. */
export type StaffApplicationRowSource = ManagedApplication & { programme: ProgrammeFamily };

export type StaffInventionApplicationSource = ManagedInventionApplication;
export type StaffIncubatorApplicationSource = ManagedIncubatorApplication;
