export { createTodaysTasks, todaysTasks, type TodaysTasks } from './todays-tasks';
export { forgetKeptFieldData } from './forget';
export {
  adoptOwnerlessActions,
  openFieldStore,
  waitingFieldActions,
  type FieldDb,
  type FieldRefusal,
  type KeptFieldAction,
} from './field-store';
