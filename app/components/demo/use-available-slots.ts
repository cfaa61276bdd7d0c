import { useCallback, useEffect, useRef, useState } from "react";
import type { AvailableSlots } from "../../../common/demo";
import { apiRequest } from "../../lib/api";

export type SlotsState =
  | { status: "idle"; times: [] }
  | { status: "loading"; times: string[] }
  /** `closed`: why the day has no times at all (a weekend, a holiday, too far ahead). */
  | { status: "loaded"; times: string[]; closed?: string | undefined }
  | { status: "error"; times: [] };

/**
 * The free times of a date (SPEC §4: fetched whenever the date changes; "" fetches nothing). A newer request
 * cancels an older one, so a fast date change never shows the slots of the previous date.
 * On failure the list is emptied (SPEC §8).
 */
export function useAvailableSlots(date: string): { slots: SlotsState; reload(): void } {
  const [slots, setSlots] = useState<SlotsState>({ status: "idle", times: [] });
  const [generation, setGeneration] = useState(0);
  const latest = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is how reload() asks again.
  useEffect(() => {
    latest.current?.abort();
    if (!date) {
      setSlots({ status: "idle", times: [] });
      return;
    }
    const controller = new AbortController();
    latest.current = controller;
    setSlots((previous) => ({ status: "loading", times: previous.times }));
    apiRequest<AvailableSlots>(`/api/schedule-demo/available-slots?date=${encodeURIComponent(date)}`, {
      signal: controller.signal,
    }).then(
      ({ availableSlots, closed }) => {
        if (!controller.signal.aborted) setSlots({ status: "loaded", times: availableSlots, closed });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("available slots:", error);
        setSlots({ status: "error", times: [] });
      },
    );
    return () => controller.abort();
  }, [date, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { slots, reload };
}
