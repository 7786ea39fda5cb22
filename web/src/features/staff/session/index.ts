// The staff session (issue 20), for the console's pages: `useStaffSession()` inside `RequireStaff`.
export { readStaffToken, storeStaffToken, clearStaffToken, STAFF_SESSION_KEY, type StaffEndReason } from './store.ts';
export { RequireStaff, useStaffSession, useStaffToken, afterStaffSignIn, staffLoginPath, type StaffLoginState, type StaffAccountView } from './StaffSession.tsx';
export { STAFF_IDLE_MS } from './idle.ts';
