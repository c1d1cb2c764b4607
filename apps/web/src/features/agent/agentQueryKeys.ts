/** Query keys of the dashboard's server data; all sit under one root so leaving drops them. */
export const dashboardKeys = {
  root: ['agent', 'dashboard'] as const,
  detail: (agentId: string) => ['agent', 'dashboard', 'detail', agentId] as const,
  users: (agentId: string) => ['agent', 'dashboard', 'users', agentId] as const,
  user: (agentId: string, userId: string) =>
    ['agent', 'dashboard', 'user', agentId, userId] as const,
  assets: (agentId: string, userId: string) =>
    ['agent', 'dashboard', 'assets', agentId, userId] as const,
};
