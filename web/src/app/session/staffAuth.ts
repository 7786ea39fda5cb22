// The staff console's session as the app's Apollo link and cache see it. The console's own chunk
// installs it (features/staff/session), so public and member pages carry none of the staff code;
// until it is installed no staff token is sent, and a member's token never goes with a staff call.

export interface StaffAuth {
  /** The staff token to send, or null. */
  token(): string | null;
  /** A staff operation came back unauthenticated: the staff session ends, never the member's. */
  ended(): void;
}

let installed: StaffAuth | null = null;

export function installStaffAuth(auth: StaffAuth): void {
  installed = auth;
}

export function staffAuth(): StaffAuth | null {
  return installed;
}

/** The console's operations are named `Staff…` (docs/architecture.md); they carry the staff token. */
export function isStaffOperation(operationName: string | undefined): boolean {
  return operationName?.startsWith('Staff') ?? false;
}
