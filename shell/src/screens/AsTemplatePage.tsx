import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../ui/ScreenFrame';

/** `/as-template` (RT-05): copying a published page into one's workspace as a template. */
export function AsTemplatePage() {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      testId="as-template-page"
      title={t('shell.asTemplate.title', 'Use as a template')}
      link={{ to: '/app', label: t('shell.openApp', 'Open the workspace') }}
    >
      <p>
        {t(
          'shell.asTemplate.body',
          'This page copies a published page into your workspace as a template. It is not available on this server yet: it arrives with publishing and duplication.',
        )}
      </p>
    </ScreenFrame>
  );
}
