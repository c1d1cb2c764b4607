import {
  pageOf,
  publicCreateProjectRequest,
  publicListProjectsQuery,
  publicProject,
} from '@talkreel/contract';
import { type AnyApiRoute, apiRoute } from '../../http/api-route';
import { createPublicProject } from './create-project';
import { listPublicProjects } from './list-projects';

const tag = 'Projects';

/** Projects of the key's workspace, as the web app's tree shows them. */
export const projectApiRoutes: AnyApiRoute[] = [
  apiRoute({
    method: 'GET',
    url: '/projects',
    operationId: 'listProjects',
    summary: "The workspace's projects, newest first",
    tag,
    scope: 'read',
    query: publicListProjectsQuery,
    reply: pageOf(publicProject),
    handler: ({ ctx, principal, query }) => listPublicProjects(ctx, principal, query),
  }),
  apiRoute({
    method: 'POST',
    url: '/projects',
    operationId: 'createProject',
    summary: 'Create a project (in a folder, or uncategorized)',
    tag,
    scope: 'write',
    body: publicCreateProjectRequest,
    reply: publicProject,
    status: 201,
    handler: ({ ctx, principal, body }) => createPublicProject(ctx, principal, body),
  }),
];
