import { describe, expect, it } from 'vitest';
import { ruleMessage } from './messages.ts';
import { competitionReferralSources, joinReferral, splitReferral, storedReferral } from './referrals.ts';

describe('referral sources', () => {
  it('split the typed suffix off on load and join it back', () => {
    expect(splitReferral('previous_team:Blue Sky')).toEqual({ source: 'previous_team', detail: 'Blue Sky' });
    expect(splitReferral('other:a:b')).toEqual({ source: 'other', detail: 'a:b' });
    expect(splitReferral('website')).toEqual({ source: 'website' });
    expect(splitReferral('tv')).toBeNull();
    expect(joinReferral({ source: 'recommender', detail: '王小明' })).toBe('recommender:王小明');
    expect(joinReferral({ source: 'facebook', detail: 'ignored' })).toBe('facebook');
  });

  it('require the suffix of the options that carry one, and only offered options', () => {
    const rule = storedReferral(competitionReferralSources);
    expect(rule.safeParse('previous_team:Blue Sky').success).toBe(true);
    expect(rule.safeParse('previous_team:').error?.issues[0]?.message).toBe(ruleMessage.required);
    expect(rule.safeParse('previous_team').error?.issues[0]?.message).toBe(ruleMessage.required);
    expect(rule.safeParse('website:extra').error?.issues[0]?.message).toBe(ruleMessage.option);
    expect(rule.safeParse('media:YouTube').error?.issues[0]?.message).toBe(ruleMessage.option);
    expect(rule.safeParse(`other:${'x'.repeat(51)}`).error?.issues[0]?.message).toBe(ruleMessage.tooLong);
  });
});
