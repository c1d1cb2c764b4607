/** Query key of GET /users/myvoice (the voice library), refreshed when a voice is saved. */
export const myVoicesKey = ['voices', 'mine'] as const;
