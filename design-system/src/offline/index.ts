export { createTodaysTasks, todaysTasks, type TodaysTasks } from './todays-tasks';
export { forgetKeptFieldData } from './forget';
export {
  FIELD_DATABASE,
  openFieldStore,
  waitingFieldActions,
  type FieldDb,
  type FieldRefusal,
  type KeptFieldAction,
} from './field-store';
