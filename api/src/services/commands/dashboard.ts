import { DASHBOARD_COMMAND_PAYLOADS as PAYLOADS } from '@staydesk/contracts';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { command, type CommandTable } from '../command-dispatch';
import {
  announceItemChange,
  completeItem,
  remindLater,
  removeReminder,
  restoreItem,
} from '../dashboard/changes';

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

/** The home inbox's events (spec: shell §7 'Dashboard events'), open to every role. */
export const DASHBOARD_COMMANDS: CommandTable = {
  'item.complete': command({
    payload: PAYLOADS['item.complete'],
    handle: forOneItem(completeItem),
  }),
  'items.complete': command({
    payload: PAYLOADS['items.complete'],
    handle: forManyItems(completeItem),
  }),
  'item.restore': command({ payload: PAYLOADS['item.restore'], handle: forOneItem(restoreItem) }),
  'items.restore': command({
    payload: PAYLOADS['items.restore'],
    handle: forManyItems(restoreItem),
  }),
  'item.reminder': command({
    payload: PAYLOADS['item.reminder'],
    handle: async (auth, payload) => {
      const reminder = await remindLater(auth, payload);
      await announceItemChange(auth, [payload.itemId]);
      return reminder;
    },
  }),
  'item.remove_reminder': command({
    payload: PAYLOADS['item.remove_reminder'],
    handle: forOneItem(removeReminder),
  }),
};
