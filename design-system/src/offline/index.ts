export { createTodaysTasks, todaysTasks, type TodaysTasks } from './todays-tasks';
