import { useEffect } from 'react';
import { toast, useToaster } from 'react-hot-toast';
import { styled } from 'styled-components';
import { useSharedTranslation } from '../i18n/useSharedTranslation.js';
import { variantOfToast } from './notify.js';
import { toasterSettings, type ToastPlacement, type ToasterVariant } from './placement.js';
import { ToastItem } from './ToastItem.js';

const Region = styled.div<{ $placement: ToastPlacement }>`
  position: fixed;
  z-index: 9999;
  display: flex;
  flex-direction: ${({ $placement }) => ($placement === 'top-center' ? 'column' : 'column-reverse')};
  gap: 8px;
  pointer-events: none;
  ${({ $placement }) => {
    switch ($placement) {
      case 'top-center':
        return 'top: 16px; left: 50%; transform: translateX(-50%); align-items: center;';
      case 'bottom-left':
        return 'bottom: 16px; left: 16px; align-items: flex-start;';
      case 'bottom-center':
        return 'bottom: 16px; left: 50%; transform: translateX(-50%); align-items: center;';
    }
  }}
`;

const PLACEMENTS: readonly ToastPlacement[] = ['top-center', 'bottom-left', 'bottom-center'];

/**
 * Renders the toasts raised through `notify`: 'app' top-center for 3 s; 'publish' bottom-left (info
 * bottom-centre), at most 3 at once, for 5 s. Render one per page.
 */
export function QuireToaster({ variant }: { variant: ToasterVariant }) {
  const { t } = useSharedTranslation();
  const settings = toasterSettings(variant);
  const { toasts, handlers } = useToaster({ duration: settings.duration });

  // Newest first; beyond the limit the older ones are dismissed rather than hidden, so they do not come
  // back when a newer one closes.
  const visible = toasts.filter((shown) => shown.visible);
  const overflow = visible.slice(settings.maxVisible).map((shown) => shown.id);
  const overflowKey = overflow.join('\n');
  useEffect(() => {
    for (const id of overflowKey === '' ? [] : overflowKey.split('\n')) toast.dismiss(id);
  }, [overflowKey]);
  const shownNow = visible.slice(0, settings.maxVisible);

  return (
    <>
      {PLACEMENTS.map((placement) => {
        const here = shownNow.filter((shown) => settings.placementOf(variantOfToast(shown)) === placement);
        if (here.length === 0) return null;
        return (
          <Region key={placement} $placement={placement} data-placement={placement} data-toaster={variant}>
            {here.map((shown) => (
              <ToastItem
                key={shown.id}
                shown={shown}
                variant={variantOfToast(shown)}
                closeLabel={t('common.close', 'Close')}
                onClose={() => {
                  toast.dismiss(shown.id);
                }}
                onPause={handlers.startPause}
                onResume={handlers.endPause}
              />
            ))}
          </Region>
        );
      })}
    </>
  );
}
