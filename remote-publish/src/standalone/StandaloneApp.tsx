import { PublishRouter } from '../page/PublishRouter';
import { PublishView } from '../published/PublishView';

/** Development only: the published page view behind the same route as in the shell. */
export function StandaloneApp() {
  return <PublishRouter otherwise={<PublishView />} />;
}
