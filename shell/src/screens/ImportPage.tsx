import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../ui/ScreenFrame';

/** `/import` (RT-07): importing files into a workspace. */
export function ImportPage() {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      testId="import-page"
      title={t('shell.import.title', 'Import')}
      link={{ to: '/app', label: t('shell.openApp', 'Open the workspace') }}
    >
      <p>
        {t(
          'shell.import.body',
          'This page imports files into your workspace. Importing is not available on this server yet: it arrives with the import feature, and nothing can be imported until then.',
        )}
      </p>
    </ScreenFrame>
  );
}
