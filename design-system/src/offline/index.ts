export { createTodaysTasks, todaysTasks, type TodaysTasks } from './todays-tasks';
export { forgetKeptFieldData } from './forget';
