// When a session's deadline reminders fall due. A stage is a number of hours before applyEnd.
import type { ApplySession } from '../sessions.ts';

const hourMs = 3_600_000;

/** The instant each stage falls due, longest lead first. */
export function stageTimes(session: Pick<ApplySession, 'applyEnd' | 'reminderStages'>): { stage: number; at: Date }[] {
  const end = Date.parse(session.applyEnd);
  return [...session.reminderStages].sort((a, b) => b - a).map((stage) => ({ stage, at: new Date(end - stage * hourMs) }));
}

/**
 * The stage to send at `now`: the latest one whose time has passed while the deadline has not.
 * Only the latest: stages whose time passed while no backend ran are not sent late once a later
 * one is due, so a restart sends each draft at most the one reminder that is still current.
 */
export function dueStage(session: Pick<ApplySession, 'applyEnd' | 'reminderStages'>, now: Date): { stage: number; at: Date } | undefined {
  if (now.getTime() >= Date.parse(session.applyEnd)) return undefined;
  return stageTimes(session)
    .filter(({ at }) => at.getTime() <= now.getTime())
    .at(-1);
}
