import { publishedCommentListSchema, publishedReactionListSchema } from '../comments.js';
import type { ApiRoute } from './types.js';

const comment = '/api/workspace/published-info/{view_id}/comment';
const reaction = '/api/workspace/published-info/{view_id}/reaction';
const needs =
  'a session, comments enabled on the page, and the password of a protected page (x-publish-password)';

/**
 * Comments and reactions on published pages (spec 001 §7): read by anyone who may read the page (a session
 * is optional and only decides `can_be_deleted`), written by signed-in users.
 */
export const commentRoutes: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: comment,
    summary: "A published page's comments, newest first (a session is optional)",
    auth: false,
    response: publishedCommentListSchema,
  },
  {
    method: 'POST',
    path: `${comment}/list`,
    summary:
      "A published page's comments as the GET answers them, a protected page's password in the body {password} (one a header cannot carry)",
    auth: false,
    response: publishedCommentListSchema,
  },
  {
    method: 'POST',
    path: comment,
    summary: `Comment on a published page or answer a comment ({content, reply_comment_id}; ${needs})`,
    auth: true,
    response: null,
  },
  {
    method: 'DELETE',
    path: comment,
    summary: "Delete a comment ({comment_id}): its author's or, for any, the page's publisher (soft delete)",
    auth: true,
    response: null,
  },
  {
    method: 'GET',
    path: reaction,
    summary: "A published page's reactions grouped by comment (?comment_id= for one comment)",
    auth: false,
    response: publishedReactionListSchema,
  },
  {
    method: 'POST',
    path: `${reaction}/list`,
    summary:
      "A published page's reactions as the GET answers them (?comment_id=), the password in the body {password}",
    auth: false,
    response: publishedReactionListSchema,
  },
  {
    method: 'POST',
    path: reaction,
    summary: `React to a comment ({comment_id, reaction_type}; ${needs})`,
    auth: true,
    response: null,
  },
  {
    method: 'DELETE',
    path: reaction,
    summary: 'Take back one of one’s own reactions ({comment_id, reaction_type})',
    auth: true,
    response: null,
  },
];
