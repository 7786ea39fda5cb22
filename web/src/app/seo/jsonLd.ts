// schema.org JSON-LD for the pages search engines show richly: the foundation's programme on home,
// a news article, an academy event. Only fields the content really holds; absent ones are left out.

const context = 'https://schema.org';

/** The organisation behind every page, also the publisher and organiser below. */
export interface Publisher {
  name: string;
  /** Its home page in the page's language. */
  url: string;
  logo?: string;
}

const organizationRef = (org: Publisher) => ({ '@type': 'Organization', name: org.name, url: org.url });

export function organization(org: Publisher, sameAs: string[]): object {
  return {
    '@context': context,
    '@type': 'Organization',
    name: org.name,
    url: org.url,
    ...(org.logo ? { logo: org.logo } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export interface ArticleFacts {
  url: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  author: string | null;
  inLanguage: string;
}

export function newsArticle(article: ArticleFacts, publisher: Publisher): object {
  return {
    '@context': context,
    '@type': 'NewsArticle',
    mainEntityOfPage: article.url,
    headline: article.headline,
    description: article.description,
    image: [article.image],
    datePublished: article.datePublished,
    inLanguage: article.inLanguage,
    // The author field names an editorial desk or a source (seed: "Social Innovation Column desk").
    ...(article.author ? { author: { '@type': 'Organization', name: article.author } } : { author: organizationRef(publisher) }),
    publisher: { ...organizationRef(publisher), ...(publisher.logo ? { logo: { '@type': 'ImageObject', url: publisher.logo } } : {}) },
  };
}

export interface EventFacts {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  place: string;
  image: string;
  /** The page that shows the event. */
  url: string;
  inLanguage: string;
}

export function event(facts: EventFacts, organizer: Publisher): object {
  return {
    '@context': context,
    '@type': 'Event',
    name: facts.name,
    description: facts.description,
    startDate: facts.startDate,
    endDate: facts.endDate,
    // The content holds the place as one line of text: its name and, as text, its address.
    location: { '@type': 'Place', name: facts.place, address: facts.place },
    image: [facts.image],
    url: facts.url,
    inLanguage: facts.inLanguage,
    organizer: organizationRef(organizer),
  };
}
