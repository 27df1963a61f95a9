import { startInOwnTask } from '@staydesk/design-system/scheduling';

// Three tasks where there was one of over 30 ms on a phone's CPU: this script's evaluation, the
// federation runtime's start-up (which the build queues: RequestStartsOptions), then the page's
// own start, queued after it (in this chunk still: no request).
startInOwnTask(() => {
  void import(/* webpackMode: "eager" */ './page-start').then(({ startPage }) => startPage());
});
