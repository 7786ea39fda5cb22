// @vitest-environment jsdom
import { gql } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createCache } from './apollo.ts';
import { forgetCaches, restoreCache, saveCache } from './cachePersistence.ts';
import { clearSession, storeToken } from './session/store.ts';

const query = gql`
  query Banners {
    homeBanners {
      id
      title
    }
  }
`;
const data = { homeBanners: [{ __typename: 'HomeBanner', id: '1', title: 'Compassion Tech' }] };

describe('session storage copy of the Apollo cache (spec §7: lists in session storage)', () => {
  afterEach(() => {
    clearSession();
    sessionStorage.clear();
  });

  it("restores a visitor's lists after a reload, per language", () => {
    const before = createCache();
    before.writeQuery({ query, data });
    saveCache(before, 'en');

    const english = createCache();
    restoreCache(english, 'en');
    expect(english.readQuery({ query })).toEqual(data);
    const chinese = createCache();
    restoreCache(chinese, 'zhTw');
    expect(chinese.readQuery({ query })).toBeNull();
  });

  it('writes nothing while a member is signed in, and drops the earlier copy', () => {
    const cache = createCache();
    cache.writeQuery({ query, data });
    saveCache(cache, 'en');
    storeToken('header.payload.signature', 'user');
    saveCache(cache, 'en');
    expect(sessionStorage.getItem('apolloCache:en')).toBeNull();
  });

  it('forgets both languages at logout and survives an unreadable copy', () => {
    sessionStorage.setItem('apolloCache:en', '{not json');
    const cache = createCache();
    expect(() => restoreCache(cache, 'en')).not.toThrow();
    expect(sessionStorage.getItem('apolloCache:en')).toBeNull();
    sessionStorage.setItem('apolloCache:zhTw', '{}');
    forgetCaches();
    expect(sessionStorage.length).toBe(0);
  });
});
