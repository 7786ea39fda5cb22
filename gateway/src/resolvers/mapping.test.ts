import { splitParagraphs } from '@yip/rules';
import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.ts';
import type { PublicSettings } from '../rest/dto.ts';
import { columnFromRest, columnToRest } from './enums.ts';
import { SiteSettings } from './SiteSettings.ts';

describe('REST ⇄ schema mapping', () => {
  it('splits article content on blank lines', () => {
    expect(splitParagraphs('One.\n\nTwo,\nstill two.\r\n  \r\nThree.\n\n\n')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(splitParagraphs('')).toEqual([]);
  });

  it('maps article columns both ways', () => {
    expect(columnToRest('NOW')).toBe('now');
    expect(columnFromRest('teams')).toBe('TEAMS');
    expect(columnFromRest('sports')).toBeUndefined();
  });

  it('maps impact units and social networks, leaving out entries the schema cannot express', () => {
    const settings = {
      impactFigures: [
        { key: 'assisted', value: 92, unit: 'percent' },
        { key: 'broken', value: 1, unit: 'furlongs' },
        { key: 'funds', value: 82000000, unit: 'plus' },
      ],
      socialLinks: [
        { network: 'youtube', url: 'https://youtube.example/' },
        { network: 'myspace', url: 'https://myspace.example/' },
      ],
    } as PublicSettings;
    const resolve = <T>(field: unknown) =>
      (field as (parent: PublicSettings, args: object, ctx: GatewayContext, info: GraphQLResolveInfo) => T)(
        settings,
        {},
        {} as GatewayContext,
        {} as GraphQLResolveInfo,
      );
    expect(resolve(SiteSettings.impactFigures)).toEqual([
      { key: 'assisted', value: 92, unit: 'PERCENT' },
      { key: 'funds', value: 82000000, unit: 'PLUS' },
    ]);
    expect(resolve(SiteSettings.socialLinks)).toEqual([{ network: 'YOUTUBE', url: 'https://youtube.example/' }]);
  });
});
