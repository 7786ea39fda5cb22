import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { PageKey } from '../../app/i18n/pageTitles.ts';
import type { NewsColumnSlug } from '../../app/paths.ts';
import type { ArticleColumn } from '../../generated/types.ts';

export interface ColumnInfo {
  column: ArticleColumn;
  slug: NewsColumnSlug;
  /** The in-page anchor of the column on the news landing page (footer links, spec §2). */
  anchor: string;
  page: PageKey;
  intro: MessageDescriptor;
}

const intros = defineMessages({
  NOW: { id: 'news.column.now.intro' },
  SOCIAL: { id: 'news.column.social.intro' },
  TEAMS: { id: 'news.column.teams.intro' },
});

export const columns: Record<ArticleColumn, ColumnInfo> = {
  NOW: { column: 'NOW', slug: 'now', anchor: 'now', page: 'newsNow', intro: intros.NOW },
  SOCIAL: { column: 'SOCIAL', slug: 'social', anchor: 'social-innovation', page: 'newsSocial', intro: intros.SOCIAL },
  TEAMS: { column: 'TEAMS', slug: 'teams', anchor: 'teams', page: 'newsTeams', intro: intros.TEAMS },
};

export function columnOfSlug(slug: string | undefined): ColumnInfo {
  return Object.values(columns).find((c) => c.slug === slug) ?? columns.NOW;
}
