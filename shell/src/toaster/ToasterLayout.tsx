import { QuireToaster } from '@quire/shared';
import { Outlet } from 'react-router-dom';

/**
 * A layout route: published pages show their toasts bottom-left, at most 3, for 5 s (DLG-09..12); every other
 * screen top-center for 3 s (DLG-13, DLG-14). Choosing it in the route table keeps the two in step.
 */
export function ToasterLayout({ variant }: { variant: 'app' | 'publish' }) {
  return (
    <>
      <Outlet />
      <QuireToaster variant={variant} />
    </>
  );
}
