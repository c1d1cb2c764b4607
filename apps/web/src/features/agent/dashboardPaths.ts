/** The dashboard routes of creation.md §2; the agent id is always taken from the route. */
export const dashboardPaths = {
  users: (agentId: string) => `/agent/dashboard/user-management/${agentId}/`,
  user: (agentId: string, userId: string) =>
    `/agent/dashboard/user-management/${agentId}/${userId}`,
  workflow: (agentId: string) => `/agent/dashboard/workflow/${agentId}/`,
  subscription: (agentId: string) => `/agent/dashboard/subscription-settings/${agentId}/`,
};

const sectionPath =
  /^\/agent\/dashboard\/(user-management|workflow|subscription-settings)\/([^/]+)/;

/** The section and agent id of a dashboard address (the frame sits above the routes naming them). */
export function dashboardSectionOf(pathname: string) {
  const match = sectionPath.exec(pathname);
  return match ? { section: match[1], agentId: decodeURIComponent(match[2]) } : null;
}
