// The page's order of starts, read by the shell's entry before its async boundary: nothing
// else here, so the entry carries only these few functions.
export { fetchInOwnTask, nextTask, REQUEST_STARTS_GLOBAL, startInOwnTask } from './own-task';
export { sendEarly, takeEarlyResponse } from './early-responses';
