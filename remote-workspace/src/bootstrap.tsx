import { mountStandalone, watchSessionAcrossTabs } from '@quire/shared';
import { StandaloneApp } from './standalone/StandaloneApp';

// Only reached when this remote's own page is opened; the shell never loads this entry. Like the shell, it
// follows sign-in and sign-out in other tabs.
watchSessionAcrossTabs();
void mountStandalone(<StandaloneApp />);
