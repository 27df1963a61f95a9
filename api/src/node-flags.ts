/**
 * Node flags the API runs with (`npm start` and api's own start script pass them; the load
 * benchmark starts its servers with them). A young generation of 64 MB instead of Node's 16:
 * a request allocates little that outlives it, and with the default size so many short-lived
 * objects were promoted and swept again that, after a minute of mixed load, a signed-in request
 * cost a fifth more CPU.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=64'] as const;
