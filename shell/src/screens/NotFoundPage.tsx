import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../ui/ScreenFrame';

/** `/404` and every path outside the route table (RT-03, RT-10). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      testId="not-found-page"
      title={t('shell.notFound.title', 'Page not found')}
      link={{ to: '/', label: t('shell.backHome', 'Back to home') }}
    >
      <p>
        {t(
          'shell.notFound.body',
          'There is nothing at this address. It may have moved, or the link may be wrong.',
        )}
      </p>
    </ScreenFrame>
  );
}
