import { readNumber, type BlockData } from '@quire/shared/collab';

/** AppFlowy's `image_type`: 0 a local file (desktop only), 1 stored in the workspace's files, 2 an outside URL. */
export const ImageType = { Local: 0, Internal: 1, External: 2 } as const;

type ImageAlignment = 'left' | 'center' | 'right';

/** Where uploads land (shared's `uploadFile` answers `{base}/api/file_storage/{ws}/v1/blob/…`). */
const fileStoragePath = '/api/file_storage/';

/**
 * The `image_type` an address gets when the editor sets it: our own file storage is internal, anything else
 * pasted is external. Only written when the address changes, so a stored type is kept as another client wrote it.
 */
export function imageTypeFor(url: string): number | undefined {
  if (url === '') return undefined;
  return url.includes(fileStoragePath) ? ImageType.Internal : ImageType.External;
}

/** AppFlowy shows an image without `align` centred. */
export function imageAlignment(value: unknown): ImageAlignment {
  return value === 'left' || value === 'right' || value === 'center' ? value : 'center';
}

/** BlockNote's image props from AppFlowy's image data. */
export function imageProps(data: BlockData): {
  url: string;
  previewWidth: number | undefined;
  textAlignment: ImageAlignment;
} {
  const width = readNumber(data.width);
  return {
    url: typeof data.url === 'string' ? data.url : '',
    previewWidth: width !== undefined && width > 0 ? width : undefined,
    textAlignment: imageAlignment(data.align),
  };
}

/** AppFlowy's image data from BlockNote's image props (the keys the editor decides). */
export function imageData(props: Record<string, unknown>): BlockData {
  const url = typeof props.url === 'string' ? props.url : '';
  const width =
    typeof props.previewWidth === 'number' && props.previewWidth > 0 ? props.previewWidth : undefined;
  return {
    url,
    image_type: imageTypeFor(url),
    width,
    align: props.textAlignment === 'justify' ? 'left' : imageAlignment(props.textAlignment),
  };
}

/**
 * A resize in the editor changes the width only (BlockNote keeps the aspect ratio): a stored height is scaled with
 * it, so AppFlowy, which sizes by both, shows the same picture.
 */
export function withScaledHeight(stored: BlockData, patch: BlockData): BlockData {
  if (!('width' in patch)) return patch;
  const oldWidth = readNumber(stored.width);
  const height = readNumber(stored.height);
  const newWidth = readNumber(patch.width);
  if (oldWidth === undefined || height === undefined || newWidth === undefined || oldWidth <= 0) return patch;
  return { ...patch, height: Math.round(((height * newWidth) / oldWidth) * 100) / 100 };
}
