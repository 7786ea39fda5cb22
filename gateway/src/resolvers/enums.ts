// REST values ⇄ schema enums. The REST side is lower-case; unknown REST values are reported as
// undefined so a resolver can decide whether to skip the record or fail.
import type { ArticleColumn, ImpactUnit, SocialNetwork } from '../generated/resolvers-types.ts';
import type * as Rest from '../rest/dto.ts';

const columns = { NOW: 'now', SOCIAL: 'social', TEAMS: 'teams' } as const satisfies Record<ArticleColumn, Rest.ArticleColumn>;
const units = { PERCENT: 'percent', COUNT: 'count', PLUS: 'plus' } as const satisfies Record<ImpactUnit, Rest.ImpactUnit>;
const networks = { FACEBOOK: 'facebook', INSTAGRAM: 'instagram', YOUTUBE: 'youtube' } as const satisfies Record<
  SocialNetwork,
  Rest.SocialNetwork
>;

function reverse<G extends string, R extends string>(map: Record<G, R>): (value: unknown) => G | undefined {
  const entries = Object.entries(map) as [G, R][];
  return (value) => entries.find(([, rest]) => rest === value)?.[0];
}

export const columnToRest = (column: ArticleColumn): Rest.ArticleColumn => columns[column];
export const columnFromRest = reverse(columns);
export const unitFromRest = reverse(units);
export const unitToRest = (unit: ImpactUnit): Rest.ImpactUnit => units[unit];
export const networkFromRest = reverse(networks);
export const networkToRest = (network: SocialNetwork): Rest.SocialNetwork => networks[network];
