import { z } from 'zod';
import { pageQuery } from '../page';

/** Where a video goes when `POST /videos` names no project: made once per workspace. */
export const API_PROJECT_NAME = 'API';

/** The project resource: a project of the workspace's tree, as the web app shows it. */
export const publicProject = z
  .object({
    id: z.string(),
    object: z.literal('project'),
    name: z.string(),
    folder_id: z.string().nullable().describe('null: uncategorized'),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Project' });
export type PublicProject = z.infer<typeof publicProject>;

export const publicListProjectsQuery = pageQuery;
export type PublicListProjectsQuery = z.infer<typeof publicListProjectsQuery>;

/** `POST /projects`: a new project at the top of its folder (none: uncategorized). */
export const publicCreateProjectRequest = z.object({
  name: z.string().trim().min(1).max(100),
  folder_id: z.string().min(1).max(100).nullable().optional(),
});
export type PublicCreateProjectRequest = z.infer<typeof publicCreateProjectRequest>;
