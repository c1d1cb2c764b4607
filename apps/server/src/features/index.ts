import type { AnyRoute } from '../http/route';
import { googleRoutes } from './access/google/routes';
import { accessRoutes } from './access/routes';
import { accountRoutes } from './account/routes';
import { customActorRoutes } from './actors/custom/routes';
import { actorRoutes } from './actors/routes';
import { agentRoutes } from './agent/routes';
import { agentWorkflowRoutes } from './agent/workflow/routes';
import { apiKeyRoutes } from './api-keys/routes';
import { batchRoutes } from './batches/routes';
import { brandKitRoutes } from './brand-kit/routes';
import { eventRoutes } from './events/routes';
import { membersRoutes } from './members/routes';
import { templateRoutes } from './templates/routes';
import { treeRoutes } from './tree/routes';
import { uploadRoutes } from './uploads/routes';
import { videoRoutes } from './videos/routes';
import { cloneRoutes } from './voices/clone/routes';
import { voiceRoutes } from './voices/routes';
import { webhookRoutes } from './webhooks/routes';
import { workspaceRoutes } from './workspaces/routes';

/** Every API route, by spec area. */
export const allRoutes: AnyRoute[] = [
  ...accessRoutes,
  ...accountRoutes,
  ...agentRoutes,
  ...googleRoutes,
  ...workspaceRoutes,
  ...treeRoutes,
  ...membersRoutes,
  ...actorRoutes,
  ...voiceRoutes,
  ...videoRoutes,
  ...uploadRoutes,
  ...cloneRoutes,
  ...customActorRoutes,
  ...agentWorkflowRoutes,
  ...eventRoutes,
  ...apiKeyRoutes,
  ...webhookRoutes,
  ...brandKitRoutes,
  ...templateRoutes,
  ...batchRoutes,
];
