import type { ListPage } from './dto.ts';

/** The backend's largest page (it caps pageSize at 100). */
export const maxPageSize = 100;

/**
 * Every item of a paged backend list: the first page says how many there are, the other pages are
 * read together. A list the schema answers whole is never cut off at one page without the client
 * knowing (the 101st tag or content record used to be dropped).
 */
export async function allPages<T>(read: (page: number, pageSize: number) => Promise<ListPage<T>>): Promise<T[]> {
  const first = await read(1, maxPageSize);
  const pages = Math.ceil(first.total / maxPageSize);
  const more = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => read(i + 2, maxPageSize)));
  return [first, ...more].flatMap((page) => page.items);
}
