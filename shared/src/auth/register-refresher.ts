import { setSessionRefresher } from '../session/refresh.js';
import { refreshWithAuthService } from './token-grant.js';

// Registered when @quire/shared loads, so every host of the one session (the shell, a remote running on its
// own) refreshes through the auth service without a start-up call it could forget. Tests of the API client
// import it by path and register their own.
setSessionRefresher(refreshWithAuthService);
