// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { competitionFileRules, incubatorFileRules } from '@yip/rules';
import { FileField } from './FileField.tsx';
import { renderForm } from './testing.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    expect(errorText()).toBe('“photo.png” was not kept: This file type is not accepted');
    expect(screen.getByText('student-card.pdf')).toBeTruthy();
    // A .exe renamed .pdf has no PDF type: also refused.
    choose(fileOf('setup.pdf', 'application/x-msdownload', 1000));
    expect(errorText()).toBe('“setup.pdf” was not kept: This file type is not accepted');
    await send();
    expect(submitted).toEqual([{ proof: kept }]);
    // The submit's validation does not wipe it: the slot still says which file was not kept.
    expect(errorText()).toBe('“setup.pdf” was not kept: This file type is not accepted');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it("refuses a file one byte over the slot's limit, takes one at the limit", async () => {
    const { submitted } = renderProof();
    choose(fileOf('proof.pdf', 'application/pdf', 3 * MB + 1));
    expect(errorText()).toBe('“proof.pdf” was not kept: The file is larger than 3 MB');
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

describe('an image slot with a smallest side reads the photo\'s pixel size before any upload', () => {
  /** The browser's decoder, standing in for jsdom's missing one: each file decodes to the size in its name. */
  function decodeSizesFromNames() {
    vi.stubGlobal('createImageBitmap', async (file: File) => {
      const size = /(\d+)x(\d+)/.exec(file.name);
      if (!size) throw new Error('not an image');
      return { width: Number(size[1]), height: Number(size[2]), close: () => undefined };
    });
  }

  function renderPhoto() {
    return renderForm(z.object({ img: z.any() }), { img: null }, <FileField name="img" label="Team photo" rule={incubatorFileRules.proposalImg} required />);
  }
  const photoInput = () => screen.getByLabelText(/Team photo/) as HTMLInputElement;
  const choosePhoto = (file: File) => act(async () => void fireEvent.change(photoInput(), { target: { files: [file] } }));
  const photoError = () => document.getElementById(photoInput().getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;

  it("refuses a side of 749 px ('至少須符合2R'), takes 750 px and the recommended 800×800", async () => {
    decodeSizesFromNames();
    renderPhoto();
    await choosePhoto(fileOf('team-1050x749.jpg', 'image/jpeg', 300_000));
    expect(photoError()).toBe('“team-1050x749.jpg” was not kept: The photo must be at least 2R (no side under 750 pixels)');
    expect(screen.getByText('No file chosen')).toBeTruthy();
    await choosePhoto(fileOf('team-750x1050.png', 'image/png', 300_000));
    expect(photoInput().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('team-750x1050.png')).toBeTruthy();
    await choosePhoto(fileOf('team-800x800.png', 'image/png', 300_000));
    expect(screen.getByText('team-800x800.png')).toBeTruthy();
  });

  it('refuses a photo over 8,000 px a side or 40 megapixels, as the backend would', async () => {
    decodeSizesFromNames();
    renderPhoto();
    await choosePhoto(fileOf('team-8001x800.jpg', 'image/jpeg', 300_000));
    expect(photoError()).toBe('“team-8001x800.jpg” was not kept: The image is too large (at most 8,000 pixels a side and 40 megapixels in all)');
    await choosePhoto(fileOf('team-8000x5001.png', 'image/png', 300_000));
    expect(photoError()).toBe('“team-8000x5001.png” was not kept: The image is too large (at most 8,000 pixels a side and 40 megapixels in all)');
    await choosePhoto(fileOf('team-8000x5000.png', 'image/png', 300_000));
    expect(screen.getByText('team-8000x5000.png')).toBeTruthy();
  });

  it('refuses a photo that cannot be decoded as an image of the kinds taken', async () => {
    decodeSizesFromNames();
    renderPhoto();
    await choosePhoto(fileOf('broken.png', 'image/png', 300_000));
    expect(photoError()).toBe('“broken.png” was not kept: This file type is not accepted');
  });
});
