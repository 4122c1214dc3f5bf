import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../ui/ScreenFrame';

/** `/after-payment` (RT-04): where a checkout returns. Billing does not exist yet, so it says so. */
export function AfterPaymentPage() {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      testId="after-payment-page"
      title={t('shell.afterPayment.title', 'After payment')}
      link={{ to: '/app', label: t('shell.openApp', 'Open the workspace') }}
    >
      <p>
        {t(
          'shell.afterPayment.body',
          'This page confirms a plan purchase when a checkout returns here. Billing is not available on this server yet: plans arrive with the billing release, so there is no payment to confirm.',
        )}
      </p>
    </ScreenFrame>
  );
}
