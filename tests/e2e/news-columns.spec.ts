import { expect, test, type Page } from '@playwright/test';
import { desktopOnly, oneViewportPerLanguage } from './support.ts';

// An article lives under its own column: opened under another column's path it moves there,
// replacing the wrong entry in the history and keeping the language. A redirect the viewport does
// not change: each language on one of the two.

const langs = { zhTw: 'zh-Hant-TW', en: 'en' } as const;

interface Item {
  id: string;
  title: string;
}

async function firstOfEachColumn(page: Page, lang: 'zhTw' | 'en'): Promise<Record<'now' | 'social' | 'teams', Item>> {
  const response = await page.request.post('/graphql', {
    data: {
      query: `{ now: articles(column: NOW, pageSize: 1) { items { id title } }
        social: articles(column: SOCIAL, pageSize: 1) { items { id title } }
        teams: articles(column: TEAMS, pageSize: 1) { items { id title } } }`,
    },
    headers: { 'Content-Language': lang },
  });
  const { data } = (await response.json()) as { data: Record<'now' | 'social' | 'teams', { items: Item[] }> };
  const pick = (column: 'now' | 'social' | 'teams') => {
    const item = data[column].items[0];
    if (!item) throw new Error(`no seeded ${column} article`);
    return item;
  };
  return { now: pick('now'), social: pick('social'), teams: pick('teams') };
}

for (const lang of Object.keys(langs) as Array<keyof typeof langs>) {
  test(`an article opened under the wrong column moves to its own column (${lang})`, async ({ page }, info) => {
    oneViewportPerLanguage(lang, info);
    const articles = await firstOfEachColumn(page, lang);
    const social = articles.social;

    await page.goto(`/${lang}/news/landing`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`/${lang}/news/now/${social.id}?from=test#top`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/news/social/${social.id}\\?from=test#top$`));
    await expect(page.locator('html')).toHaveAttribute('lang', langs[lang]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(social.title);
    // The way back names and leads to the article's own column.
    await expect(page.locator(`main nav a[href="/${lang}/news/social"]`)).toBeVisible();

    // Replaced, not pushed: Back skips the wrong path.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${lang}/news/landing$`));
  });

  test(`a team article under the social column moves too, and articles in their own column stay (${lang})`, async ({ page }, info) => {
    oneViewportPerLanguage(lang, info);
    const articles = await firstOfEachColumn(page, lang);
    await page.goto(`/${lang}/news/social/${articles.teams.id}`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/news/teams/${articles.teams.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles.teams.title);

    for (const column of ['now', 'social', 'teams'] as const) {
      await page.goto(`/${lang}/news/${column}/${articles[column].id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[column].title);
      await expect(page).toHaveURL(new RegExp(`/${lang}/news/${column}/${articles[column].id}$`));
    }
  });
}

test('a missing article keeps its not-found page instead of moving', async ({ page }, info) => {
  desktopOnly(info);
  await page.goto('/en/news/social/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  await expect(page).toHaveURL(/\/en\/news\/social\/999999$/);
});
