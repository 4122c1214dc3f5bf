import { runtimeConfigSchema } from '../config.js';
import { healthSchema } from '../health.js';
import { authProvidersSchema, serverInfoSchema } from '../serverInfo.js';
import { userProfileSchema, userWorkspaceInfoSchema, verifyAnswerSchema } from '../user.js';
import type { ApiRoute } from './types.js';

/** The account and the server: runtime configuration, health, server info, the signed-in user. */
export const accountRoutes: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/config.json',
    summary: 'Browser runtime configuration',
    auth: false,
    response: runtimeConfigSchema,
    enveloped: false,
  },
  { method: 'GET', path: '/api/health', summary: 'Service health', auth: false, response: healthSchema },
  {
    method: 'GET',
    path: '/api/server-info',
    summary: "The server's features and limits",
    auth: false,
    response: serverInfoSchema,
  },
  {
    method: 'GET',
    path: '/api/server-info/auth-providers',
    summary: 'The sign-in methods on offer',
    auth: false,
    response: authProvidersSchema,
  },
  {
    method: 'GET',
    path: '/api/user/verify/{access_token}',
    summary: 'First call after a sign-in (creates the account on first use)',
    auth: false,
    response: verifyAnswerSchema,
  },
  {
    method: 'GET',
    path: '/api/user/profile',
    summary: "The caller's profile",
    auth: true,
    response: userProfileSchema,
  },
  {
    method: 'POST',
    path: '/api/user/update',
    summary: "Change the caller's name or metadata",
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: '/api/user/workspace',
    summary: "The caller's profile and workspaces",
    auth: true,
    response: userWorkspaceInfoSchema,
  },
];
