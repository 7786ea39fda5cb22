import { CombinedGraphQLErrors, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache, toFailure, typePolicies } from './apollo.ts';
import { failureText } from './layout/LangLayout.tsx';
import en from '../i18n/messages/en.json';
import zhTw from '../i18n/messages/zhTw.json';

const graphQLError = (code: string | undefined, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: code ? { code } : {} }] });

describe('GraphQL failures → toast text (spec §8)', () => {
  const format = (catalogue: Record<string, string>) => (d: { id: string }) => catalogue[d.id] ?? d.id;

  it('says the service is unavailable for UPSTREAM_UNAVAILABLE', () => {
    const failure = toFailure(graphQLError('UPSTREAM_UNAVAILABLE', 'connect ECONNREFUSED'));
    expect(failureText(failure, format(en))).toBe(en['error.upstreamUnavailable']);
  });

  it('says the service answered unexpected data for UPSTREAM_INVALID, in either language', () => {
    const failure = toFailure(graphQLError('UPSTREAM_INVALID', 'The service returned unexpected data, please try again later'));
    expect(failureText(failure, format(zhTw))).toBe(zhTw['error.upstreamInvalid']);
    expect(failureText(failure, format(en))).toBe(en['error.upstreamInvalid']);
  });

  it("shows the server's message otherwise", () => {
    const failure = toFailure(graphQLError('CONFLICT', '已有填寫報名資訊'));
    expect(failure.code).toBe('CONFLICT');
    expect(failureText(failure, format(zhTw))).toBe('已有填寫報名資訊');
  });

  it('falls back to the default text when there is no message', () => {
    expect(failureText(toFailure(new Error('network')), format(zhTw))).toBe('資料拿取失敗');
    expect(failureText(toFailure(graphQLError(undefined, '  ')), format(en))).toBe('Failed to retrieve data');
  });
});

describe('cache policies for types without an id', () => {
  const social = gql`
    query Social {
      siteSettings {
        socialLinks {
          network
          url
        }
      }
    }
  `;
  const figures = gql`
    query Figures {
      siteSettings {
        impactFigures {
          key
          value
          unit
        }
      }
    }
  `;

  it('keeps the fields of two queries asking for different parts of SiteSettings', () => {
    const cache = createCache();
    cache.writeQuery({
      query: social,
      data: { siteSettings: { __typename: 'SiteSettings', socialLinks: [{ __typename: 'SocialLink', network: 'FACEBOOK', url: 'https://facebook.com/x' }] } },
    });
    cache.writeQuery({
      query: figures,
      data: { siteSettings: { __typename: 'SiteSettings', impactFigures: [{ __typename: 'ImpactFigure', key: 'teams', value: 12, unit: null }] } },
    });
    expect(cache.readQuery<{ siteSettings: { socialLinks: unknown[] } }>({ query: social })?.siteSettings.socialLinks).toHaveLength(1);
    expect(cache.readQuery<{ siteSettings: { impactFigures: unknown[] } }>({ query: figures })?.siteSettings.impactFigures).toHaveLength(1);
  });

  it('merges every singleton type without an id', () => {
    for (const type of ['SiteSettings', 'HomeContent', 'AboutPage', 'InventionPage', 'IncubatorPage']) {
      expect(typePolicies[type]?.merge).toBe(true);
    }
  });
});

describe('cache identity of objects whose id is unique only within their list', () => {
  const reports = gql`
    query Reports {
      studyReports {
        id
        kind
        title
      }
    }
  `;
  const events = gql`
    query Events {
      educationEvents {
        id
        kind
        title
      }
    }
  `;

  it('keeps two reports, and two events, of one id and different kinds apart', () => {
    const cache = createCache();
    cache.writeQuery({
      query: reports,
      data: {
        studyReports: [
          { __typename: 'StudyReport', id: '7', kind: 'SROI', title: 'SROI 2025' },
          { __typename: 'StudyReport', id: '7', kind: 'IMPACT', title: 'Impact 2025' },
        ],
      },
    });
    cache.writeQuery({
      query: events,
      data: {
        educationEvents: [
          { __typename: 'EducationEvent', id: '3', kind: 'WORKSHOP', title: 'A workshop' },
          { __typename: 'EducationEvent', id: '3', kind: 'TOUR', title: 'A tour' },
        ],
      },
    });
    const read = <T,>(query: typeof reports) => cache.readQuery<Record<string, { title: string }[]>>({ query }) as T;
    expect(read<{ studyReports: { title: string }[] }>(reports).studyReports.map((report) => report.title)).toEqual(['SROI 2025', 'Impact 2025']);
    expect(read<{ educationEvents: { title: string }[] }>(events).educationEvents.map((event) => event.title)).toEqual(['A workshop', 'A tour']);
  });

  it("keeps the competition's and the incubator's FAQ, testimonial and session of one id apart", () => {
    // Both programmes' pages in one answer, as a backend numbering each programme's lists from 1 gives them.
    const pages = gql`
      query BothPages {
        inventionPage {
          session { id programme name }
          faqs { id programme question }
          recommendations { id programme quote }
        }
        incubatorPage {
          session { id programme name }
          faqs { id programme question }
          testimonials { id programme quote }
        }
      }
    `;
    const page = (programme: 'INVENTION' | 'INCUBATOR', name: string) => ({
      session: { __typename: 'ProgrammeSession', id: '1', programme, name: `${name} 2026` },
      faqs: [{ __typename: 'Faq', id: '1', programme, question: `Who may enter the ${name}?` }],
      [programme === 'INVENTION' ? 'recommendations' : 'testimonials']: [{ __typename: 'Testimonial', id: '1', programme, quote: `The ${name} changed us.` }],
    });
    const cache = createCache();
    cache.writeQuery({
      query: pages,
      data: { inventionPage: { __typename: 'InventionPage', ...page('INVENTION', 'competition') }, incubatorPage: { __typename: 'IncubatorPage', ...page('INCUBATOR', 'incubator') } },
    });
    type Page = { session: { name: string }; faqs: { question: string }[]; recommendations?: { quote: string }[]; testimonials?: { quote: string }[] };
    const read = cache.readQuery<{ inventionPage: Page; incubatorPage: Page }>({ query: pages });
    expect([read?.inventionPage.session.name, read?.incubatorPage.session.name]).toEqual(['competition 2026', 'incubator 2026']);
    expect([read?.inventionPage.faqs[0]?.question, read?.incubatorPage.faqs[0]?.question]).toEqual(['Who may enter the competition?', 'Who may enter the incubator?']);
    expect([read?.inventionPage.recommendations?.[0]?.quote, read?.incubatorPage.testimonials?.[0]?.quote]).toEqual(['The competition changed us.', 'The incubator changed us.']);
    expect(Object.keys(cache.extract()).filter((key) => key.startsWith('Faq:'))).toHaveLength(2);
  });
});
