// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { competitionFileRules } from '@yip/rules';
import { FileField } from './FileField.tsx';
import { renderForm } from './testing.tsx';

afterEach(cleanup);

const MB = 1024 * 1024;
/** A file of `size` bytes without allocating them. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const schema = z.object({ proof: z.any() });
const kept = { url: 'uploads/3f2a.pdf', name: 'student-card.pdf', size: 512 * 1024, downloadUrl: '/files/3f2a.pdf?sig=abc' };

function renderProof(proof: unknown = null) {
  return renderForm(schema, { proof }, <FileField name="proof" label="Student proof" rule={competitionFileRules.memberProof} required />);
}

const input = () => screen.getByLabelText(/Student proof/) as HTMLInputElement;
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
const errorText = () => document.getElementById(input().getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;

describe('the file field checks a chosen file before any upload', () => {
  it('refuses a file of another type with the rule message and keeps the slot as it was', async () => {
    const { submitted } = renderProof(kept);
    choose(fileOf('photo.png', 'image/png', 100_000));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(errorText()).toBe('This file type is not accepted');
    expect(screen.getByText('student-card.pdf')).toBeTruthy();
    // A .exe renamed .pdf has no PDF type: also refused.
    choose(fileOf('setup.pdf', 'application/x-msdownload', 1000));
    expect(errorText()).toBe('This file type is not accepted');
    await send();
    expect(submitted).toEqual([{ proof: kept }]);
  });

  it("refuses a file one byte over the slot's limit, takes one at the limit", async () => {
    const { submitted } = renderProof();
    choose(fileOf('proof.pdf', 'application/pdf', 3 * MB + 1));
    expect(errorText()).toBe('The file is larger than 3 MB');
    expect(screen.getByText('No file chosen')).toBeTruthy();
    const atLimit = fileOf('proof.pdf', 'application/pdf', 3 * MB);
    choose(atLimit);
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('proof.pdf')).toBeTruthy();
    expect(screen.getByText('(3 MB)')).toBeTruthy();
    await send();
    expect(submitted[0]?.proof).toBe(atLimit);
  });

  it('shows a kept file, replaces it, and removes it', async () => {
    const { submitted } = renderProof(kept);
    expect(screen.getByText('student-card.pdf')).toBeTruthy();
    expect(screen.getByText('(512 kB)')).toBeTruthy();
    // The input's name is the field's label and what its button does now.
    const name = input().getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(name).toBe('Student proof * Replace file');
    choose(fileOf('new-card.pdf', 'application/pdf', 2000));
    expect(screen.getByText('new-card.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove new-card.pdf' }));
    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect(screen.getByText('Choose file')).toBeTruthy();
    await send();
    expect(submitted).toEqual([{ proof: null }]);
  });

  it("previews a kept photo through its download link and says the slot's rule", () => {
    renderForm(
      schema,
      { proof: { url: 'uploads/a.png', name: 'team.png', size: 90_000, downloadUrl: '/files/a.png?sig=1' } },
      <FileField name="proof" label="Team photo" rule={competitionFileRules.previewImg} />,
    );
    expect(screen.getByRole('img', { name: 'Preview of team.png' }).getAttribute('src')).toBe('/files/a.png?sig=1');
    expect(screen.getByText('JPG / PNG, up to 2 MB')).toBeTruthy();
  });
});
