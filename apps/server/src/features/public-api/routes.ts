import { agentKeyPublicRoutes } from '../api-keys/public-routes';
import { webhookPublicRoutes } from '../webhooks/public-routes';
import type { AnyApiRoute } from './http/api-route';
import { actorApiRoutes } from './resources/actors/routes';
import { batchApiRoutes } from './resources/batches/routes';
import { projectApiRoutes } from './resources/projects/routes';
import { templateApiRoutes } from './resources/templates/routes';
import { uploadApiRoutes } from './resources/uploads/routes';
import { videoApiRoutes } from './resources/videos/routes';
import { voiceApiRoutes } from './resources/voices/routes';

/** Every operation of the public API (issue 25), by resource. */
export const publicApiRoutes: AnyApiRoute[] = [
  ...videoApiRoutes,
  ...actorApiRoutes,
  ...voiceApiRoutes,
  ...projectApiRoutes,
  ...uploadApiRoutes,
  ...webhookPublicRoutes,
  ...agentKeyPublicRoutes,
  ...templateApiRoutes,
  ...batchApiRoutes,
];
