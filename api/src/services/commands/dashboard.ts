import { DASHBOARD_COMMAND_PAYLOADS, type DashboardCommandEvent } from '@staydesk/contracts';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import {
  command,
  type CommandDeclaration,
  type CommandEntry,
  type CommandTable,
} from '../command-dispatch';
import {
  announceItemChange,
  completeItem,
  remindLater,
  removeReminder,
  restoreItem,
} from '../dashboard/changes';

type PayloadSchema<Event extends DashboardCommandEvent> =
  (typeof DASHBOARD_COMMAND_PAYLOADS)[Event];

/** A dashboard event with its payload's schema, open to every role. */
const dashboardCommand = <Event extends DashboardCommandEvent>(
  event: Event,
  handle: CommandDeclaration<PayloadSchema<Event>>['handle'],
): CommandEntry =>
  command<PayloadSchema<Event>>({ payload: DASHBOARD_COMMAND_PAYLOADS[event], handle });

type ItemChange = (auth: AuthContext, itemId: string) => Promise<unknown>;

/** One item: refused as its change is refused; every open inbox of the caller hears of it. */
const forOneItem =
  (change: ItemChange) => async (auth: AuthContext, payload: { itemId: string }) => {
    await change(auth, payload.itemId);
    await announceItemChange(auth, [payload.itemId]);
    return { itemId: payload.itemId };
  };

/** Several items, each as if alone: the refused ones are listed with their reasons. */
const forManyItems =
  (change: ItemChange) => async (auth: AuthContext, payload: { itemIds: string[] }) => {
    const changed: string[] = [];
    const refused: Array<{ itemId: string; message: string }> = [];
    for (const itemId of new Set(payload.itemIds)) {
      try {
        await change(auth, itemId);
        changed.push(itemId);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        refused.push({ itemId, message: error.message });
      }
    }
    if (changed.length > 0) await announceItemChange(auth, changed);
    return { itemIds: changed, refused };
  };

/** The home inbox's events (spec: shell §7 'Dashboard events'). */
export const DASHBOARD_COMMANDS: CommandTable = {
  'item.complete': dashboardCommand('item.complete', forOneItem(completeItem)),
  'items.complete': dashboardCommand('items.complete', forManyItems(completeItem)),
  'item.restore': dashboardCommand('item.restore', forOneItem(restoreItem)),
  'items.restore': dashboardCommand('items.restore', forManyItems(restoreItem)),
  'item.reminder': dashboardCommand('item.reminder', async (auth, payload) => {
    const reminder = await remindLater(auth, payload);
    await announceItemChange(auth, [payload.itemId]);
    return reminder;
  }),
  'item.remove_reminder': dashboardCommand('item.remove_reminder', forOneItem(removeReminder)),
};
