import { Navigate, type RouteObject } from 'react-router-dom';
import { RemoteView } from '../remotes/RemoteView';
import { AfterPaymentPage } from '../screens/AfterPaymentPage';
import { AsTemplatePage } from '../screens/AsTemplatePage';
import { ImportPage } from '../screens/ImportPage';
import { NotFoundPage } from '../screens/NotFoundPage';
import { ToasterLayout } from '../toaster/ToasterLayout';
import { PUBLISHED_VIEW_ROUTE_ID } from './publishedViews';
import { PublishedPageLoading } from './ServerRenderedCopy';

/**
 * The route table of spec 000 §2, exactly. Static paths outrank `/:namespace/:publishName`, so `/login` is
 * never read as a published page. The layouts choose the toaster: published pages have their own.
 */
export const shellRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/app" replace /> },
  {
    element: <ToasterLayout variant="app" />,
    children: [
      { path: '/app/*', element: <RemoteView id="workspace/App" /> },
      { path: '/login', element: <RemoteView id="auth/LoginPage" /> },
      { path: '/auth/callback', element: <RemoteView id="auth/AuthCallback" /> },
      { path: '/accept-invitation', element: <RemoteView id="auth/AcceptInvitation" /> },
      // The table's "further path constant" (its screen not shown): the no-access screen's own address.
      { path: '/no-access', element: <RemoteView id="auth/NoAccess" /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/after-payment', element: <AfterPaymentPage /> },
      { path: '/as-template', element: <AsTemplatePage /> },
      { path: '/import', element: <ImportPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <ToasterLayout variant="publish" />,
    children: [
      {
        id: PUBLISHED_VIEW_ROUTE_ID,
        path: '/:namespace/:publishName',
        element: <RemoteView id="publish/PublishView" loading={<PublishedPageLoading />} />,
      },
    ],
  },
];
