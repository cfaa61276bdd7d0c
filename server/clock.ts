/**
 * Where services read the time. Production uses the system clock; tests pass one they can
 * move, so expiry, throttling and scheduling are tested without sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
