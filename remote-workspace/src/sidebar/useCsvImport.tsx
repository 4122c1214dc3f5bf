import { csvLimits } from '@quire/shared/collab';
import { isAppError, notify } from '@quire/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { importCsvFile } from '../data/importCsv';
import { setExpanded } from './expandedState';
import { useOpenView } from './useOpenView';
import { useSidebarLocation } from './SidebarContext';

const progressFrom = 1024 * 1024;

/** A file's name without its extension, as the new page's name. */
function pageNameOf(fileName: string): string {
  const name = fileName.replace(/\.[^.]*$/, '').trim();
  return name.slice(0, 200) || 'Imported CSV';
}

/**
 * "Import CSV": a file picker, then the upload with its progress, the server's refusal shown as it words it
 * (the file's problem and its line), and the new grid page opened on success. `element` holds the hidden
 * picker and the progress line; `pick(parentViewId)` opens the picker.
 */
export function useCsvImport(): { pick: (parentViewId: string) => void; element: ReactNode } {
  const { t } = useTranslation();
  const { workspaceId } = useSidebarLocation();
  const open = useOpenView();
  const input = useRef<HTMLInputElement>(null);
  const parent = useRef<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number | null } | null>(null);

  const start = (file: File, parentViewId: string) => {
    const name = pageNameOf(file.name);
    if (file.size > csvLimits.bytes) {
      notify.error(t('workspace.database.csv.tooLarge', 'The file is larger than 20 MB'));
      return;
    }
    setProgress({ name, percent: null });
    // The upload's progress for files worth watching (it goes through XMLHttpRequest, fetch cannot tell).
    const onProgress =
      file.size > progressFrom
        ? (sent: number, total: number) => {
            setProgress({ name, percent: total > 0 ? Math.round((sent / total) * 100) : null });
          }
        : undefined;
    importCsvFile(workspaceId, parentViewId, file, name, onProgress)
      .then((viewId) => {
        setExpanded(parentViewId, true);
        notify.success(t('workspace.database.csv.imported', 'Imported {{name}}', { name }));
        open(viewId);
      })
      .catch((error: unknown) => {
        const message = isAppError(error) ? error.message : String(error);
        notify.error(
          t('workspace.database.csv.failed', 'The CSV could not be imported: {{message}}', { message }),
        );
      })
      .finally(() => {
        setProgress(null);
      });
  };

  const element = (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="import-csv-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          const parentViewId = parent.current;
          event.target.value = '';
          if (file !== undefined && parentViewId !== null) start(file, parentViewId);
        }}
      />
      {progress === null ? null : (
        <p role="status" data-testid="import-csv-progress">
          {t('workspace.database.csv.importing', 'Importing {{name}}…', { name: progress.name })}{' '}
          {progress.percent === null ? null : `${progress.percent}%`}
        </p>
      )}
    </>
  );
  return {
    pick: (parentViewId) => {
      parent.current = parentViewId;
      input.current?.click();
    },
    element,
  };
}
