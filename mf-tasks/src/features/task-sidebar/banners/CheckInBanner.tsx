import { sameDayCheckIn, type Task } from '@staydesk/contracts';
import { Banner } from './Banner';

/** Shown when the task is due on the day the next guests check in. */
export function CheckInBanner({ task }: { task: Task }) {
  const checkIn = sameDayCheckIn(task);
  if (!checkIn) return null;
  return (
    <Banner tone="warning" label="Same-day check-in">
      <p>
        <strong>Same-day check-in</strong>: guests arrive at {checkIn.time} (
        {checkIn.guests === 1 ? '1 guest' : `${checkIn.guests} guests`}).
      </p>
    </Banner>
  );
}
