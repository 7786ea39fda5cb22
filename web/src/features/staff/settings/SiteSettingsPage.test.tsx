// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refused, renderStaffPage, type Answer, type Request } from '../common/testing.tsx';
import SiteSettingsPage from './SiteSettingsPage.tsx';

afterEach(cleanup);

const settings = (version: string, youtube: string) => ({
  __typename: 'StaffSiteSettings',
  impactFigures: [{ __typename: 'ImpactFigure', key: 'teams', value: 77, unit: 'COUNT' }],
  impactFiguresVersion: 'figures-1',
  socialLinks: [{ __typename: 'SocialLink', network: 'YOUTUBE', url: youtube }],
  socialLinksVersion: version,
});

/** The page over answers by operation; a list answers its turns in order. */
function open(answers: Record<string, Answer[]>) {
  const requests: Request[] = [];
  renderStaffPage('/en/staff/settings', '/en/staff/settings', <SiteSettingsPage />, (request) => {
    requests.push(request);
    const turns = answers[request.operationName];
    if (!turns) throw new Error(`unexpected ${request.operationName}`);
    return turns.length > 1 ? turns.shift()! : turns[0]!;
  });
  return (name: string) => requests.filter((request) => request.operationName === name);
}

describe('the site settings', { timeout: 20_000 }, () => {
  it('refuses a stale save, shows what the colleague saved, and saves over it only when asked', async () => {
    const sent = open({
      StaffSiteSettings: [{ data: { staffSiteSettings: settings('links-1', 'https://www.youtube.com/@mine') } }, { data: { staffSiteSettings: settings('links-2', 'https://www.youtube.com/@theirs') } }],
      StaffSaveSocialLinks: [refused('CONFLICT', 'STALE_VERSION'), { data: { staffSaveSocialLinks: settings('links-3', 'https://www.youtube.com/@edited') } }],
    });
    const links = await screen.findByRole('form', { name: 'Social links' });
    fireEvent.change(within(links).getByRole('textbox', { name: 'Address (https://)' }), { target: { value: 'https://www.youtube.com/@edited' } });
    fireEvent.click(within(links).getByRole('button', { name: 'Save' }));

    const conflict = await within(links).findByRole('region', { name: 'Someone else saved these settings' });
    expect(conflict.textContent).toContain('https://www.youtube.com/@theirs');
    expect(sent('StaffSaveSocialLinks')[0]?.variables).toEqual({ input: { version: 'links-1', links: [{ network: 'YOUTUBE', url: 'https://www.youtube.com/@edited' }] } });

    fireEvent.click(within(conflict).getByRole('button', { name: 'Save mine over theirs' }));
    await within(links).findByText('Saved. The site shows it within seconds.');
    expect(sent('StaffSaveSocialLinks')[1]?.variables).toMatchObject({ input: { version: 'links-2' } });
  });

  it('refuses an address without https at its field before sending', async () => {
    const sent = open({ StaffSiteSettings: [{ data: { staffSiteSettings: settings('links-1', 'https://www.youtube.com/@mine') } }], StaffSaveSocialLinks: [] });
    const links = await screen.findByRole('form', { name: 'Social links' });
    const address = within(links).getByRole('textbox', { name: 'Address (https://)' });
    fireEvent.change(address, { target: { value: 'http://www.youtube.com/' } });
    fireEvent.click(within(links).getByRole('button', { name: 'Save' }));
    await within(links).findByText('Enter a full address starting with https://');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(sent('StaffSaveSocialLinks')).toHaveLength(0);
  });
});
