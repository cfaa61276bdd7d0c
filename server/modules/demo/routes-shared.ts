import { z } from "zod";

/** What the demo module's route groups share (routes.ts and the groups it registers). */

/** A demo request's id in a route's path. */
export const idParams = z.object({ id: z.uuid("That is not a valid demo request id") });

/** The answer for a time the rules do not offer (booking and rescheduling alike). */
export const slotUnavailable = "That time is not available. Please pick another.";
