import { teamSchema, type Task } from '@staydesk/contracts';
import { taskApi, type store } from '../task-api';

/**
 * The sidebar's reads into a store before it renders: on the server, what it draws from; in the
 * browser, what the drawing was drawn from, so the hydrating sidebar renders the same. The team
 * (the assignee picker's list, a partner's colleagues) is there where the API gave it.
 */
export function putDrawnReads(
  dispatch: typeof store.dispatch,
  task: Task,
  [team]: readonly unknown[],
): void {
  dispatch(
    taskApi.util.upsertQueryEntries([{ endpointName: 'getTask', arg: task.id, value: task }]),
  );
  if (team)
    dispatch(
      taskApi.util.upsertQueryEntries([
        { endpointName: 'getTeam', arg: undefined, value: teamSchema.parse(team) },
      ]),
    );
}
