import { mountStandalone } from '@quire/shared';
import { StandaloneApp } from './standalone/StandaloneApp';

// Only reached when this remote's own page is opened; the shell never loads this entry.
void mountStandalone(<StandaloneApp />);
