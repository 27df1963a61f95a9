// Nothing else here: the shell's entry and every build's API client read this module.

import { fetchInOwnTask } from './own-task';

type EarlyResponses = Map<string, Promise<Response>>;
const GLOBAL_KEY = '__staydeskEarlyResponses';

/**
 * One map per page, kept on the window: the shell's entry and each remote are separate builds,
 * each with its own copy of this module, and a remote must find what the entry sent.
 */
const earlyResponses = (): EarlyResponses => {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: EarlyResponses };
  return (holder[GLOBAL_KEY] ??= new Map());
};

/** Sends a GET now, while the code that will want its answer still downloads. */
export function sendEarly(path: string): void {
  const response = fetchInOwnTask(path, { headers: { accept: 'application/json' } });
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  response.catch(() => undefined);
  earlyResponses().set(path, response);
}

/** The answer to a GET sent early, handed out once; later asks go to the network. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const responses = earlyResponses();
  const response = responses.get(path);
  responses.delete(path);
  return response;
}
