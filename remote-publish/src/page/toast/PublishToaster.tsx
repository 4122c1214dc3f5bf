import { QuireToaster } from '@quire/shared';

/** The publish toaster, in the chunk `PageApp` fetches on the first toast (with `lazyToast.ts`'s library). */
export default function PublishToaster() {
  return <QuireToaster variant="publish" />;
}
