// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refused, renderStaffPage, type Answer, type Request } from '../common/testing.tsx';
import ContentRecordPage from './ContentRecordPage.tsx';
import { bannerFamily, contentRecord, fieldSpec, withTypenames } from './testing.ts';
import type { FamilySpec } from './fieldValues.ts';

afterEach(cleanup);

const banner = contentRecord('HOME_BANNER', '7', [
  { name: 'title', localised: { zhTw: '報名開跑', en: 'Entries open' } },
  { name: 'imageDes', text: '/files/public/home-banner-desktop.svg' },
  { name: 'imageMob', text: '/files/public/home-banner-mobile.svg' },
  { name: 'alt', localised: { zhTw: '', en: '' } },
]);
const path = '/files/public/img-bannerdesktop-0123456789abcdef01234567-1920.jpg';
const stored = {
  data: { staffUploadContentImage: { __typename: 'ContentImage', path, width: 1920, height: 720, alt: { __typename: 'LocalisedText', zhTw: '學生', en: 'Students' } } },
};

function open(uploads: Answer[], family = bannerFamily, record = banner) {
  const requests: Request[] = [];
  const segment = family.family === 'ARTICLE' ? 'article' : 'home-banner';
  renderStaffPage('/en/staff/content/:family/:id', `/en/staff/content/${segment}/${record.id}`, <ContentRecordPage />, (request) => {
    requests.push(request);
    if (request.operationName === 'StaffContentFamilies') return { data: withTypenames({ staffContentFamilies: [family] }) };
    if (request.operationName === 'StaffContentRecord') return { data: withTypenames({ staffContentRecord: record }) };
    if (request.operationName === 'StaffContentRevisions') return { data: { staffContentRevisions: [] } };
    // Not scheduled: the schedule panel stays out of this test's way.
    if (request.operationName === 'StaffContentSchedule') return { data: { staffContentRecord: { __typename: 'ContentRecord', id: record.id, family: family.family, schedule: null } } };
    if (request.operationName === 'StaffUploadContentImage') return uploads.shift()!;
    throw new Error(`unexpected ${request.operationName}`);
  });
  return requests;
}

describe('an image field’s upload', { timeout: 20_000 }, () => {
  it('says the slot’s rule and the server’s refusal in the officer’s language, then puts the new image in the field and its alt texts in the empty alt', async () => {
    const requests = open([refused('BAD_USER_INPUT', 'IMAGE_TOO_SMALL'), stored]);
    const upload = await screen.findByRole('group', { name: 'Upload a file for Image (desktop)' });
    expect(upload.textContent).toContain('at least 1920 × 720 pixels');
    const send = within(upload).getByRole('button', { name: 'Upload image' });

    fireEvent.click(send);
    expect(within(upload).getByRole('alert').textContent).toBe('Choose an image file first.');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'banner.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(upload).getByLabelText('Image file'), { target: { files: [file] } });
    fireEvent.change(within(upload).getByRole('textbox', { name: 'Alt text (Chinese)' }), { target: { value: '學生' } });
    fireEvent.click(send);
    expect(within(upload).getByRole('alert').textContent).toBe('Describe the image in both Chinese and English (at most 150 characters each).');
    fireEvent.change(within(upload).getByRole('textbox', { name: 'Alt text (English)' }), { target: { value: 'Students' } });

    fireEvent.click(send);
    expect((await within(upload).findByRole('alert')).textContent).toBe('The image is too small: it must be at least 1920 × 720 pixels.');
    fireEvent.click(send);
    await within(upload).findByRole('status');
    expect((screen.getByRole('img', { name: 'Preview of Image (desktop)' }) as HTMLImageElement).getAttribute('src')).toBe(path);
    expect((screen.getByRole('textbox', { name: 'Image description (English)' }) as HTMLInputElement).value).toBe('Students');
    const sent = requests.filter((request) => request.operationName === 'StaffUploadContentImage');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.variables).toMatchObject({ input: { family: 'HOME_BANNER', field: 'imageDes', altZhTw: '學生', altEn: 'Students' } });
  });

  it('puts an article’s link-preview image in its field and its alt texts in the image’s own alt field, over the old ones', async () => {
    const articleFamily: FamilySpec = {
      family: 'ARTICLE',
      titleField: 'title',
      thumbnailField: 'cover',
      fields: [fieldSpec('title', 'LOCALISED', { required: true }), fieldSpec('ogImage', 'PATH', { image: true }), fieldSpec('ogImageAlt', 'LOCALISED', { maxLength: 150 })],
    };
    const article = contentRecord('ARTICLE', '9', [
      { name: 'title', localised: { zhTw: '文章', en: 'Article' } },
      { name: 'ogImage', text: '/files/public/img-og-00000000000000000000000a-1200.jpg' },
      { name: 'ogImageAlt', localised: { zhTw: '舊圖', en: 'Old picture' } },
    ]);
    const ogPath = '/files/public/img-og-0123456789abcdef01234567-1200.jpg';
    const answer = { data: { staffUploadContentImage: { ...stored.data.staffUploadContentImage, path: ogPath, width: 1200, height: 630 } } };
    const requests = open([answer], articleFamily, article);
    const upload = await screen.findByRole('group', { name: 'Upload a file for Link preview image' });
    expect(upload.textContent).toContain('the cover is shown');
    expect(upload.textContent).toContain('at least 1200 × 630 pixels');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'preview.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(upload).getByLabelText('Image file'), { target: { files: [file] } });
    fireEvent.change(within(upload).getByRole('textbox', { name: 'Alt text (Chinese)' }), { target: { value: '學生' } });
    fireEvent.change(within(upload).getByRole('textbox', { name: 'Alt text (English)' }), { target: { value: 'Students' } });
    fireEvent.click(within(upload).getByRole('button', { name: 'Upload image' }));
    await within(upload).findByRole('status');
    expect((screen.getByRole('img', { name: 'Preview of Link preview image' }) as HTMLImageElement).getAttribute('src')).toBe(ogPath);
    expect((screen.getByRole('textbox', { name: 'Link preview image description (English)' }) as HTMLInputElement).value).toBe('Students');
    expect(requests.find((request) => request.operationName === 'StaffUploadContentImage')?.variables).toMatchObject({ input: { family: 'ARTICLE', field: 'ogImage' } });
  });
});
