// The staff console's sessions (schema.graphql, "staff console": staffSessions and the session
// mutations, issue 20 item 3). Inputs are checked with the shared rules before any call; the
// backend holds the same limits and refuses an unconfirmed deadline move of a session with applications.
import { staffSessionInput } from '@yip/rules';
import type { GatewayContext } from '../context.ts';
import type { MutationResolvers, Programme, QueryResolvers, StaffSessionInput, StaffSessionResolvers } from '../generated/resolvers-types.ts';
import { validateInput } from '../graphql/validate-input.ts';
import { gatewayError } from '../rest/errors.ts';
import type { StaffSessionFields, StaffSessionRecord } from '../rest/staff-applications.ts';
import { programmes, reverse } from './content-enums.ts';
import { isRecordId } from './ids.ts';
import type { StaffSessionSource } from './staff-application-sources.ts';

const programmeFromRest = reverse(programmes, 'programme');
const withProgramme = (programme: Programme) => (record: StaffSessionRecord): StaffSessionSource => ({ ...record, programme: programmes[programme] });

/** The input checked (BAD_USER_INPUT with every broken field) and shaped as the session family takes it. */
function sessionFields(input: StaffSessionInput, active: boolean, lang: GatewayContext['lang']): StaffSessionFields {
  const checked = validateInput(
    staffSessionInput,
    { ...input, submitGraceSeconds: input.submitGraceSeconds ?? undefined, reminderStages: input.reminderStages ?? undefined },
    lang,
  );
  return {
    name: { zhTw: checked.name.zhTw, en: checked.name.en },
    applyStart: checked.applyStart.toISOString(),
    applyEnd: checked.applyEnd.toISOString(),
    finalUploadEnd: checked.finalUploadEnd.toISOString(),
    ...(checked.submitGraceSeconds === undefined ? {} : { submitGraceSeconds: checked.submitGraceSeconds }),
    ...(checked.reminderStages === undefined ? {} : { reminderStages: checked.reminderStages }),
    active,
  };
}

const requireId = (id: string, lang: GatewayContext['lang']) => {
  if (!isRecordId(id)) throw gatewayError('NOT_FOUND', lang);
  return id;
};

export const staffSessionQuery: QueryResolvers = {
  staffSessions: async (_parent, { programme }, { rest }) => {
    const sessions = await rest.staffApplications.sessions(programmes[programme]);
    // Newest apply start first.
    return sessions.map(withProgramme(programme)).sort((a, b) => Date.parse(b.applyStart) - Date.parse(a.applyStart));
  },
};

export const staffSessionMutation: MutationResolvers = {
  // A new session is never active at once: activating is its own, deliberate step.
  staffCreateSession: async (_parent, { input }, { rest, lang }) =>
    withProgramme(input.programme)(await rest.staffApplications.createSession(programmes[input.programme], sessionFields(input, false, lang))),

  // A moved deadline or a new active session shows on the public pages at once, not after the
  // session's cached answers expire (cache/content-changes.ts drops what was made of them).
  staffUpdateSession: async (_parent, { input }, { rest, lang, contentChanged }) => {
    const programme = programmes[input.session.programme];
    const id = requireId(input.id, lang);
    const fields = sessionFields(input.session, false, lang);
    // The PUT replaces the whole record: the active flag stays as it is.
    const current = await rest.staffApplications.session(programme, id);
    const updated = await rest.staffApplications.updateSession(programme, id, { ...fields, active: current.active }, input.confirmDeadlineChange === true);
    await contentChanged([`${programme}/session`]);
    return withProgramme(input.session.programme)(updated);
  },

  staffActivateSession: async (_parent, { input }, { rest, lang, contentChanged }) => {
    const programme = programmes[input.programme];
    const activated = await rest.staffApplications.activateSession(programme, requireId(input.id, lang));
    await contentChanged([`${programme}/session`]);
    return withProgramme(input.programme)(activated);
  },
};

export const StaffSession: StaffSessionResolvers = {
  id: (session) => String(session.id),
  programme: (session) => programmeFromRest(session.programme),
  applicationCount: (session, _args, { rest }) => rest.staffApplications.applicationCount(session.programme, String(session.id)),
};
