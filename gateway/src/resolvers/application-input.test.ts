import { describe, expect, it } from 'vitest';
import type { FileUpload } from 'graphql-upload-minimal';
import type { InventionApplicationInput } from '../generated/resolvers-types.ts';
import { toDraftSave, uploadsOf } from './application-input.ts';

const upload = () => new Promise<FileUpload>(() => undefined);

describe('a save in the backend’s terms', () => {
  it('names each new file by its slot, keeps the rest, and leaves cleared fields out', () => {
    const photo = upload();
    const proof = upload();
    const input: InventionApplicationInput = {
      team: {
        name: null,
        previewImg: { keep: '/files/private/old.jpg', upload: photo },
        refers: [{ source: 'RECOMMENDER', detail: '林老師' }, { source: 'OTHER', detail: null }],
        members: [{ pdfFile: { keep: '/files/private/p0.pdf' } }, { pdfFile: { upload: proof } }, { name: 'Amy', pdfFile: null }],
      },
      proposal: { level: 'VOCATIONAL', main: 'LONG_TERM_CARE', subs: null, pdfFile: {} },
    };
    expect(() => toDraftSave(input, 'en')).toThrow(); // 'other:' needs its detail
    input.team.refers = [{ source: 'RECOMMENDER', detail: '林老師' }, { source: 'WEBSITE', detail: 'ignored' }];
    const save = toDraftSave(input, 'en');
    expect(save.data).toEqual({
      team: {
        refers: ['recommender:林老師', 'website'],
        members: [{ pdfFile: '/files/private/p0.pdf' }, {}, { name: 'Amy' }],
      },
      proposal: { level: 'vocational', main: 'long_term_care' },
    });
    expect(save.keepList).toEqual(['/files/private/p0.pdf']);
    expect(save.uploads).toEqual([
      { slot: 'previewImg', upload: photo },
      { slot: 'members.1.pdfFile', upload: proof },
    ]);
    expect(uploadsOf(input)).toEqual(save.uploads);
  });

  it('refuses a kept url that is no url and the same file in two slots', () => {
    const twice = upload();
    const error = (input: InventionApplicationInput) => {
      try {
        toDraftSave(input, 'zhTw');
      } catch (thrown) {
        return thrown as { extensions: Record<string, unknown> };
      }
      throw new Error('accepted');
    };
    expect(error({ team: { previewImg: { keep: '' + 'x'.repeat(600) } }, proposal: {} }).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'team.previewImg', message: expect.any(String) }],
    });
    expect(error({ team: { previewImg: { upload: twice } }, proposal: { pdfFile: { upload: twice } } }).extensions.code).toBe('BAD_USER_INPUT');
  });
});
