// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/messages/en.json';
import type { ApplicationBase } from './applyContext.ts';
import { RegistrationFacts } from './RegistrationFacts.tsx';
import { openSession } from './testing.ts';

const received: ApplicationBase = {
  id: '42',
  status: 'SUBMITTED',
  version: 2,
  registrationNumber: 'INV2026-0007',
  // 23:59:58 in Taipei.
  submittedAt: '2026-03-31T15:59:58.000Z',
  session: openSession,
};
const facts = <IntlProvider locale="en" messages={en}><RegistrationFacts application={received} /></IntlProvider>;
const originalZone = process.env.TZ;

afterEach(() => {
  cleanup();
  process.env.TZ = originalZone;
});

describe('RegistrationFacts', () => {
  it('shows the receipt time in Taipei time and, beside it, in the viewer’s own', () => {
    process.env.TZ = 'Europe/Berlin';
    render(facts);
    const row = screen.getByText('Received on').parentElement;
    expect(row?.textContent).toContain('March 31, 2026');
    expect(row?.textContent).toContain('11:59');
    expect(row?.textContent).toContain('(Taipei time, UTC+8)');
    // Berlin is on summer time (UTC+2) by then.
    expect(row?.textContent).toMatch(/\(your time: March 31, 2026 at 5:59 PM GMT\+2\)/);
  });

  it('shows Taipei time alone to a viewer in Taipei, and to the server, which does not know the viewer', () => {
    process.env.TZ = 'Asia/Taipei';
    render(facts);
    expect(screen.getByText('Received on').parentElement?.textContent).not.toContain('your time');
    process.env.TZ = 'Europe/Berlin';
    expect(renderToString(facts)).not.toContain('your time');
  });
});
