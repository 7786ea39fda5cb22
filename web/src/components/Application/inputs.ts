// Form values → a save mutation's input, the same for every application.
import type { FileInput } from '../../generated/types.ts';
import { isChosenFile, type FileValue } from '../Form/FileField.tsx';

/** A file slot: keep the stored file, send the chosen one, or nothing (the slot is cleared). */
export function fileInput(value: FileValue): FileInput | null {
  if (!value) return null;
  return isChosenFile(value) ? { upload: value } : { keep: value.url };
}

/** An empty field is left out of the save ("fields left out are cleared"). */
export const textOrNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value);
