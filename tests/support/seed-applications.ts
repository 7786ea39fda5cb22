// Many applications at once for the staff console's tests and benchmark: written straight into a
// running SQLite backend's store (its DATA_DIR), as no member could make thousands through the site
// in a test's time. Each has its own owner (one application per owner and session); every third is
// a draft, the others submitted and numbered in order.
import { openSqliteStore } from '../../backend/src/db/sqlite.ts';
import { accounts, applications } from '../../backend/src/db/schema.ts';

export interface SeedOptions {
  programme: 'invention' | 'incubator';
  sessionId: number;
  count: number;
  /** Distinguishes this batch's e-mails and team names from another's. */
  tag: string;
}

export interface SeededApplication {
  id: number;
  teamName: string;
  ownerEmail: string;
  submitted: boolean;
}

const chunk = 250;

export async function seedApplications(dataDir: string, { programme, sessionId, count, tag }: SeedOptions): Promise<SeededApplication[]> {
  const store = await openSqliteStore(dataDir);
  try {
    const seeded: SeededApplication[] = [];
    const base = Date.parse('2026-03-01T00:00:00Z');
    for (let start = 0; start < count; start += chunk) {
      const batch = Array.from({ length: Math.min(chunk, count - start) }, (_, k) => start + k);
      await store.transaction(async (tx) => {
        const owners = await tx
          .insert(accounts)
          .values(batch.map((i) => ({ role: 'user' as const, email: `${tag}-${i}@example.org`, passwordHash: 'seeded', firstName: 'Seed', lastName: String(i), verified: true })))
          .returning({ id: accounts.id, email: accounts.email });
        const rows = await tx
          .insert(applications)
          .values(
            batch.map((i, k) => {
              const submitted = i % 3 !== 0;
              const at = new Date(base + i * 60_000).toISOString();
              const teamName = `${tag} team ${String(i).padStart(5, '0')}`;
              const leader = { name: `Leader ${i}`, email: `${tag}-leader-${i}@example.org` };
              const team = programme === 'invention' ? { name: teamName, school: `${tag} school`, members: [leader] } : { name: teamName, organizeName: `${tag} org`, members: [leader] };
              return {
                programme,
                sessionId,
                ownerId: owners[k]!.id,
                status: submitted ? ('submitted' as const) : ('draft' as const),
                data: { team, proposal: { name: `${tag} proposal ${i}` } },
                registrationNumber: submitted ? `${tag.toUpperCase()}${String(i).padStart(5, '0')}` : null,
                submittedAt: submitted ? at : null,
                language: 'en' as const,
                createdAt: at,
                updatedAt: at,
              };
            }),
          )
          .returning({ id: applications.id, data: applications.data, status: applications.status });
        rows.forEach((row, k) =>
          seeded.push({ id: row.id, teamName: (row.data.team as { name: string }).name, ownerEmail: owners[k]!.email, submitted: row.status === 'submitted' }),
        );
      });
    }
    return seeded;
  } finally {
    await store.close();
  }
}
