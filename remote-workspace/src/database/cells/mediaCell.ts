import { FieldType } from '@quire/shared/collab';
import { createContext } from 'react';
import { uploadFile } from '@quire/shared';
import type { CellInput } from '../data/writes';

/** Files a media cell holds at most. */
export const MAX_MEDIA_FILES = 100;

/** One file of a media cell, in AppFlowy's media cell JSON (`{"files":[…]}`). */
export interface MediaFile {
  id: string;
  name: string;
  url: string;
  upload_type: string;
  file_type: string;
}

/** The upload a media cell uses (the file service's; tests give their own). */
export const MediaUploadContext = createContext<typeof uploadFile>(uploadFile);

/** AppFlowy's file type names by a file's MIME type. */
export function fileTypeOf(mime: string): string {
  if (mime.startsWith('image/')) return 'Image';
  if (mime.startsWith('video/')) return 'Video';
  if (mime.startsWith('audio/')) return 'Audio';
  if (mime.startsWith('text/')) return 'Text';
  if (/zip|tar|rar|7z|gzip/.test(mime)) return 'Archive';
  if (/pdf|msword|officedocument|opendocument/.test(mime)) return 'Document';
  return 'Other';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A media cell's files; keys it does not know are kept as they were (written back unchanged). */
export function mediaFiles(data: string | string[] | undefined): MediaFile[] {
  if (typeof data !== 'string' || data === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  const list: unknown = Array.isArray(parsed) ? parsed : record(parsed).files;
  if (!Array.isArray(list)) return [];
  return list.map((entry) => {
    const file = record(entry);
    const text = (key: string) => (typeof file[key] === 'string' ? file[key] : '');
    return {
      ...file,
      id: text('id'),
      name: text('name'),
      url: text('url'),
      upload_type: text('upload_type'),
      file_type: text('file_type'),
    };
  });
}

/** The cell a list of files writes (null: the cell is emptied). */
export function mediaInput(files: readonly MediaFile[]): CellInput | null {
  return files.length === 0 ? null : { type: FieldType.Media, data: JSON.stringify({ files }) };
}
