import { pauseAfterFailures, SIGN_IN_MESSAGES, waitInWords } from './sign-in-throttle';

describe('sign-in throttle', () => {
  it('leaves three free tries, then pauses for 30 s, doubling up to 15 minutes', () => {
    const pauses = [1, 2, 3, 4, 5, 6, 7, 8, 9, 40].map(pauseAfterFailures);
    expect(pauses).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('says the tries left before the pause, or how long the pause is', () => {
    expect(SIGN_IN_MESSAGES.failed(2, 0)).toBe(
      'Wrong e-mail or password. 2 tries left before a 30-second pause.',
    );
    expect(SIGN_IN_MESSAGES.failed(1, 0)).toBe(
      'Wrong e-mail or password. 1 try left before a 30-second pause.',
    );
    expect(SIGN_IN_MESSAGES.failed(0, 120)).toBe(
      'Wrong e-mail or password. Try again in 2 minutes.',
    );
    expect(SIGN_IN_MESSAGES.paused(1)).toBe('Too many sign-in attempts. Try again in 1 second.');
  });

  it('puts a wait in the largest whole unit, rounded up', () => {
    expect([0.2, 30, 59.5, 61, 899, 3599, 3600].map(waitInWords)).toEqual([
      '1 second',
      '30 seconds',
      '1 minute',
      '2 minutes',
      '15 minutes',
      '1 hour',
      '1 hour',
    ]);
  });
});
