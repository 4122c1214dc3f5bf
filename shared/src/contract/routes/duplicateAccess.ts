import {
  accessRequestSchema,
  createdAccessRequestSchema,
  publishedDuplicateAnswerSchema,
} from '../duplicateAccess.js';
import { type ApiRoute, ws } from './types.js';

/** Duplicating a published page into one's workspace; access requests and their approval by the Owner. */
export const duplicateAccessRoutes: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: `${ws}/published-duplicate`,
    summary:
      'Copy a published page (duplicate enabled; a protected one with its password) and its published sub-pages under a space or page of this workspace (write there); copies are taken from the published copies',
    auth: true,
    response: publishedDuplicateAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/access-request',
    summary: "Ask a workspace's Owner for access to one of its pages (mails the Owner; again: 1043)",
    auth: true,
    response: createdAccessRequestSchema,
  },
  {
    method: 'GET',
    path: '/api/access-request/{request_id}',
    summary: 'An access request: requester, page, status (the workspace Owner)',
    auth: true,
    response: accessRequestSchema,
  },
  {
    method: 'POST',
    path: '/api/access-request/{request_id}/approve',
    summary:
      'Approve (the requester becomes a Member) or deny an access request (the Owner; decided already: 1122/1123); mails the requester',
    auth: true,
    response: null,
  },
];
