// The console's members and newsletter subscribers (issue 20 item 5): pages, one member with their
// applications in both programmes, and the exports as one-minute links. Roles: the schema's
// `@auth(role: MANAGER)`.
import type { MutationResolvers, QueryResolvers, StaffMemberResolvers } from '../generated/resolvers-types.ts';
import { orNull } from '../rest/client.ts';
import { isRecordId } from './ids.ts';
import { staffPage } from './staff-paging.ts';

/** A search the backend takes (at most 100 characters); blank is none. */
const searchText = (search: string | null | undefined) => search?.trim().slice(0, 100) || undefined;

export const staffPeopleQuery: QueryResolvers = {
  staffMembers: async (_parent, { search, page, pageSize }, { rest, lang }) => {
    const paged = staffPage(page, pageSize, lang);
    const { items, total } = await rest.staffPeople.members(searchText(search), paged.page, paged.pageSize);
    return { items, total };
  },

  staffMember: (_parent, { id }, { rest }) => (isRecordId(id) ? orNull(rest.staffPeople.member(id)) : null),

  staffSubscribers: async (_parent, { page, pageSize }, { rest, lang }) => {
    const paged = staffPage(page, pageSize, lang);
    const { items, total } = await rest.staffPeople.subscribers(paged.page, paged.pageSize);
    return { items, total };
  },
};

export const staffPeopleMutation: MutationResolvers = {
  staffExportMembers: (_parent, { input }, { rest }) => rest.staffPeople.exportMembers(searchText(input.search)),
  staffExportSubscribers: (_parent, _args, { rest }) => rest.staffPeople.exportSubscribers(),
};

export const StaffMember: StaffMemberResolvers = {
  id: (member) => String(member.id),

  // Rows of the applications table (StaffApplicationRow resolves them, staff-applications.ts).
  applications: async (member, _args, { rest }) => {
    const owner = String(member.id);
    const rows = (
      await Promise.all(
        (['invention', 'incubator'] as const).map(async (programme) =>
          (await rest.staffPeople.memberApplications(programme, owner)).map((record) => ({ ...record, programme })),
        ),
      )
    ).flat();
    return rows.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  },
};
