import { publishedDatabaseLabels, type DatabaseLabels } from '@quire/shared/render';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The database views' words in the reader's language (the renderer has no i18n instance): shared's
 * `publishedDatabaseLabels`, the keys the server draws its copy of the page with too.
 */
export function useDatabaseLabels(): DatabaseLabels {
  const { t } = useTranslation();
  return useMemo(
    () => publishedDatabaseLabels((key, defaultValue, values) => t(key, { defaultValue, ...values })),
    [t],
  );
}
