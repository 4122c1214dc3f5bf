import { useParams } from 'react-router-dom';
import { PublishedPage } from './PublishedPage';
import { PublishFrame } from './PublishFrame';
import { PublishNotFound } from './PublishNotFound';

/**
 * `/{namespace}/{publishName}` (RT-01), readable without a session. Links from here to other published pages
 * need no care for RT-12: the shell's navigator turns any navigation to a published view into a replace.
 */
export function PublishView() {
  const { namespace, publishName } = useParams();
  if (!namespace || !publishName) {
    return (
      <PublishFrame state="not-found">
        <PublishNotFound />
      </PublishFrame>
    );
  }
  // Keyed: another page starts again from its loading state instead of showing the previous one.
  return (
    <PublishedPage key={`${namespace}/${publishName}`} namespace={namespace} publishName={publishName} />
  );
}
