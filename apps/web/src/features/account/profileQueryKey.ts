/** The signed-in account's query; its own file so the login page can name it without the query library. */
export const profileQueryKey = ['profile'] as const;
