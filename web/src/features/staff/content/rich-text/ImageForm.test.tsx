// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refused, renderStaffPage, type Answer } from '../../common/testing.tsx';
import { ImageForm } from './ImageForm.tsx';

afterEach(cleanup);

const path = '/files/public/img-inline-0123456789abcdef01234567-1000x1501-1000.jpg';

describe('the rich text’s image form', { timeout: 20_000 }, () => {
  it('uploads a file for the field with the document’s alt text, says a refusal from the catalogue keeping what was typed, and inserts the image', async () => {
    const uploads: Answer[] = [refused('BAD_USER_INPUT', 'IMAGE_TOO_SMALL'), { data: { staffUploadContentImage: { path, width: 1000, height: 1501, alt: { zhTw: '學生', en: '' } } } }];
    const onInsert = vi.fn();
    const { requests } = renderStaffPage(
      '/en/staff/content/article/7',
      '/en/staff/content/article/7',
      <ImageForm target={{ family: 'ARTICLE', field: 'content', language: 'zhTw' }} languageName="Chinese" lang="zh-Hant-TW" onInsert={onInsert} onClose={() => undefined} />,
      () => uploads.shift()!,
    );
    const form = screen.getByRole('group', { name: 'Image' });
    expect(form.textContent).toContain('at least 800 pixels wide');
    const insert = within(form).getByRole('button', { name: 'Insert image' });

    fireEvent.click(insert);
    expect(await within(form).findByText('Choose an image file first.')).toBeTruthy();
    expect(within(form).getByText('Describe the image for readers who cannot see it')).toBeTruthy();

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'bench.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(form).getByLabelText('Image file'), { target: { files: [file] } });
    const alt = within(form).getByRole('textbox', { name: 'Image description in Chinese (alt text)' }) as HTMLInputElement;
    fireEvent.change(alt, { target: { value: '學生' } });
    fireEvent.click(insert);
    expect(await within(form).findByText('The image is too small: it must be at least 800 pixels wide.')).toBeTruthy();
    expect(alt.value).toBe('學生');
    expect(onInsert).not.toHaveBeenCalled();

    fireEvent.click(insert);
    await vi.waitFor(() => expect(onInsert).toHaveBeenCalledWith({ src: path, alt: '學生' }));
    const sent = requests.filter((request) => request.operationName === 'StaffUploadContentImage');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.variables).toMatchObject({ input: { family: 'ARTICLE', field: 'content', altZhTw: '學生', altEn: '' } });
  });
});
