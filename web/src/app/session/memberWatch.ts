// What only a logged-in member's page runs (spec §4): the hourly refresh check, the inactivity
// watch across tabs and the save of unsaved work before an inactivity logout. A chunk of its own,
// loaded when a member is signed in, so a visitor's first load never carries it.
import { coordinateIdleLogout, type IdleLogoutOutcome } from './idleLogout.ts';
import { flushUnsavedWork } from './unsavedWork.ts';

export { watchSession } from './watch.ts';

/** Saves every tab's unsaved work before the inactivity logout clears the forms. */
export function saveBeforeIdleLogout(): Promise<IdleLogoutOutcome> {
  return coordinateIdleLogout(flushUnsavedWork);
}
