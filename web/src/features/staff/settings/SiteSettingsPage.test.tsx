// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refused, renderStaffPage, withDialogs, type Answer, type Request } from '../common/testing.tsx';
import SiteSettingsPage from './SiteSettingsPage.tsx';

afterEach(cleanup);
withDialogs();

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

  it('lists a setting’s history, compares two revisions and restores one after a confirmation', async () => {
    const revision = (id: string, version: string, action: string, links: [string, string][]) => ({
      __typename: 'SiteSettingRevision',
      id,
      version,
      action,
      at: '2026-11-20T01:00:00.000Z',
      by: action === 'EARLIER' ? null : 'officer@example.org',
      impactFigures: null,
      socialLinks: links.map(([network, url]) => ({ __typename: 'SocialLink', network, url })),
    });
    const earlier = revision('10', 'links-1', 'EARLIER', [
      ['FACEBOOK', 'https://www.facebook.com/'],
      ['YOUTUBE', 'https://www.youtube.com/'],
    ]);
    const saved = revision('12', 'links-2', 'SAVE', [['YOUTUBE', 'https://www.youtube.com/@mine']]);
    const restored = { ...settings('links-3', 'https://www.youtube.com/'), socialLinks: earlier.socialLinks };
    const sent = open({
      StaffSiteSettings: [{ data: { staffSiteSettings: settings('links-2', 'https://www.youtube.com/@mine') } }],
      StaffSiteSettingRevisions: [{ data: { staffSiteSettingRevisions: [saved, earlier] } }],
      StaffRestoreSiteSettingRevision: [{ data: { staffRestoreSiteSettingRevision: restored } }],
    });
    const section = await screen.findByRole('region', { name: 'Social links' });
    fireEvent.click(within(section).getByText('Revisions'));
    const history = await within(section).findByRole('table', { name: 'Revisions, newest first' });
    expect(within(history).getAllByRole('row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Version'),
      expect.stringMatching(/^2Saved.*officer@example\.org/),
      expect.stringMatching(/^1Value before the history began/),
    ]);
    // The value the setting has cannot be restored over itself.
    expect(within(history).queryByRole('button', { name: 'Restore version 2' })).toBeNull();
    expect(sent('StaffSiteSettingRevisions')[0]?.variables).toEqual({ setting: 'SOCIAL_LINKS' });

    fireEvent.click(within(history).getByRole('button', { name: 'Compare version 1' }));
    const comparison = within(section).getByRole('table', { name: 'Version 1 beside the current value: 3 lines differ' });
    expect(within(comparison).getByRole('row', { name: /^YouTube Changed/ }).textContent).toContain('https://www.youtube.com/@mine');
    fireEvent.change(within(section).getByRole('combobox', { name: 'Compare version 1 with' }), { target: { value: '12' } });
    expect(within(section).getByRole('table', { name: 'Version 1 beside version 2: 3 lines differ' })).toBeTruthy();

    fireEvent.click(within(history).getByRole('button', { name: 'Restore version 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await within(section).findByText('Version 1 restored.');
    expect(sent('StaffRestoreSiteSettingRevision')[0]?.variables).toEqual({ input: { setting: 'SOCIAL_LINKS', version: 'links-2', revision: '10' } });
    // The form now holds the restored links, and the history is read again.
    const addresses = within(section).getAllByRole('textbox', { name: 'Address (https://)' }) as HTMLInputElement[];
    expect(addresses.map((input) => input.value)).toEqual(['https://www.facebook.com/', 'https://www.youtube.com/']);
    await vi.waitFor(() => expect(sent('StaffSiteSettingRevisions')).toHaveLength(2));
  });
});
