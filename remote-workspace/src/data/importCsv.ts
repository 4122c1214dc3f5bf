import { api } from '@quire/shared';
import { folderStore } from './folderStore';

/**
 * Sends a CSV file to become a new grid page under `parentViewId` (the server parses, types and creates it in
 * one transaction); resolves with the new page's view id once the folder is reloaded. Rejects with the API's
 * AppError, whose message names what was wrong with the file.
 */
export async function importCsvFile(
  workspaceId: string,
  parentViewId: string,
  file: Blob,
  name: string,
  onProgress?: (sentBytes: number, totalBytes: number) => void,
): Promise<string> {
  const created = await api.post<{ view_id: string }>(
    `/api/workspace/${encodeURIComponent(workspaceId)}/database/import-csv`,
    file,
    {
      query: { parent_view_id: parentViewId, name },
      headers: { 'content-type': 'text/csv' },
      ...(onProgress === undefined ? {} : { onUploadProgress: onProgress }),
    },
  );
  await folderStore.load(workspaceId);
  return created.view_id;
}
