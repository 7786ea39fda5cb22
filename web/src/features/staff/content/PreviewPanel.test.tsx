// @vitest-environment jsdom
// The preview panel (issue 21 item 5): the form's values, saved or not, go to the tab's
// sessionStorage (never the URL) and the frame loads the record's preview page in the chosen
// language; a family no public page shows has no panel.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStaffPage } from '../common/testing.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';
import { readPreviewDraft } from './previewDraft.ts';
import { faqFamily, fieldSpec } from './testing.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const unsaved = [{ name: 'question', localised: { zhTw: '未存的問題', en: 'Unsaved question' } }];

describe('the preview panel', () => {
  it('shows an FAQ on its public page in the other language with the values of the moment', async () => {
    renderStaffPage('/en/staff/content/:family/:id', '/en/staff/content/invention-qa/7', <PreviewPanel spec={faqFamily} id="7" values={() => unsaved} />, () => ({ data: {} }));
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'zhTw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show preview' }));
    const frame = screen.getByTitle(/^Preview of the public page/) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/zhTw/staff/preview/invention-qa/7');
    expect(readPreviewDraft('INVENTION_QA', '7')).toEqual(unsaved);
  });

  it('is absent for tags, which no page shows on their own', () => {
    const tags = { family: 'ARTICLE_TAG' as const, titleField: 'name', thumbnailField: null, fields: [fieldSpec('name', 'LOCALISED')] };
    renderStaffPage('/en/staff/content/:family/:id', '/en/staff/content/article-tag/2', <PreviewPanel spec={tags} id="2" values={() => []} />, () => ({ data: {} }));
    expect(screen.queryByRole('heading', { name: 'Preview' })).toBeNull();
  });
});
