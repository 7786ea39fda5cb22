// The console's audit log (issue 20 item 7): the backend's entries, newest first, filtered and paged
// there; a target reads `kind id`, the detail is its JSON.
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import type { AuditRecord } from '../rest/staff-people.ts';
import { staffPage } from './staff-paging.ts';

// graphql-scalars hands a DateTime argument over as a Date (typed as the string it was): sent as ISO text.
const instant = (value: unknown) => (value === null || value === undefined ? undefined : new Date(value as string | Date).toISOString());

const entry = (record: AuditRecord) => ({
  id: String(record.id),
  at: record.at,
  actor: record.actor.email ?? (record.actor.id === null ? null : String(record.actor.id)),
  action: record.action,
  target: record.target ? [record.target.kind, record.target.id].filter((part) => part !== null && part !== undefined).join(' ') : null,
  detail: JSON.stringify(record.detail ?? {}),
  from: record.from,
});

export const staffAuditQuery: QueryResolvers = {
  staffAuditLog: async (_parent, { filter, page, pageSize }, { rest, lang }) => {
    const paged = staffPage(page, pageSize, lang);
    const { items, total } = await rest.staffPeople.auditLog(
      {
        action: filter?.action?.trim() || undefined,
        actor: filter?.actor?.trim() || undefined,
        from: instant(filter?.from),
        to: instant(filter?.to),
      },
      paged.page,
      paged.pageSize,
    );
    return { items: items.map(entry), total };
  },
};
