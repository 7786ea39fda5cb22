// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/messages/en.json';
import zhTw from '../../i18n/messages/zhTw.json';
import { Stepper, type Step } from './Stepper.tsx';

afterEach(cleanup);

const apply: Step[] = [
  { key: 'team', label: 'Team information', to: '/en/invention-apply/team-data/7' },
  { key: 'proposal', label: 'Proposal information', to: '/en/invention-apply/proposal/7' },
  { key: 'terms', label: 'Competition terms' },
  { key: 'attention', label: 'Attention' },
  { key: 'confirm', label: 'Confirmation' },
  { key: 'info', label: 'Registration information' },
  { key: 'done', label: 'Registration successful' },
];

function renderStepper(current: number, lang: 'en' | 'zhTw' = 'en', steps = apply) {
  render(
    <IntlProvider locale={lang === 'en' ? 'en' : 'zh-Hant-TW'} messages={lang === 'en' ? en : zhTw}>
      <MemoryRouter>
        <Stepper steps={steps} current={current} label="Application steps" />
      </MemoryRouter>
    </IntlProvider>,
  );
  return screen.getByRole('list', { name: 'Application steps' });
}

describe('the stepper', () => {
  it('is an ordered list with the current step marked aria-current="step" and the completed ones said so', () => {
    const list = renderStepper(1);
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null, null, null, null, null]);
    expect(items.map((item) => item.dataset.state)).toEqual(['done', 'current', 'next', 'next', 'next', 'next', 'next']);
    expect(items[0]!.textContent).toBe('Team information (completed)');
    expect(items[1]!.textContent).toBe('Proposal information');
  });

  it('ticks the steps marked complete wherever they stand, and no other (an application entered at its first step)', () => {
    const list = renderStepper(1, 'en', apply.map((step) => ({ ...step, complete: step.key === 'terms' })));
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.state)).toEqual(['next', 'current', 'done', 'next', 'next', 'next', 'next']);
    expect(items[0]!.textContent).toBe('Team information');
    expect(items[2]!.textContent).toBe('Competition terms (completed)');
    cleanup();
    const zh = renderStepper(0, 'zhTw', [{ key: 'contact', label: '聯絡資料', complete: true }, { key: 'proposal', label: '提案資料', complete: false }]);
    // Said in Chinese with full-width parentheses; the current step is current even when complete.
    expect(within(zh).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['聯絡資料', '提案資料']);
    cleanup();
    const later = renderStepper(1, 'zhTw', [{ key: 'contact', label: '聯絡資料', complete: true }, { key: 'proposal', label: '提案資料', complete: false }]);
    expect(within(later).getAllByRole('listitem')[0]!.textContent).toBe('聯絡資料（已完成）');
  });

  it('links back to a completed step that has a page, never to the current one', () => {
    const list = renderStepper(1);
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/en/invention-apply/team-data/7');
  });

  it('names the current step in the compact line for phones, in the reader’s language', () => {
    renderStepper(1);
    expect(screen.getByText('Step 2 of 7 · Proposal information').getAttribute('aria-hidden')).toBe('true');
    cleanup();
    renderStepper(6, 'zhTw', apply.map((step) => ({ ...step, label: step.key === 'done' ? '報名成功' : step.label })));
    expect(screen.getByText('第 7 步，共 7 步 · 報名成功')).toBeTruthy();
  });

  it('folds only a long flow (data-many), not the three steps of registration', () => {
    renderStepper(0);
    expect(screen.getByRole('list').parentElement!.dataset.many).toBe('true');
    cleanup();
    renderStepper(0, 'en', apply.slice(0, 3));
    expect(screen.getByRole('list').parentElement!.dataset.many).toBeUndefined();
  });
});
