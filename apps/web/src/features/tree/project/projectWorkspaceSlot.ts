import type { ComponentType } from 'react';

/**
 * The generation area under the project header belongs to the generation feature
 * (creation.md). It is picked up here once `features/generation/ProjectWorkspace.tsx` exists,
 * without this feature importing a file that may not be there yet.
 */
const found = import.meta.glob<{ ProjectWorkspace?: ComponentType<{ projectId: string }> }>(
  '../../generation/ProjectWorkspace.tsx',
  { eager: true },
);

export const ProjectWorkspace = Object.values(found)[0]?.ProjectWorkspace ?? null;
