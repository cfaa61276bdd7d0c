import { describe, expect, it } from "vitest";
import {
  currentChapterIndex,
  type DemoPlayerState,
  demoPlayerReducer,
  formatPlaybackTime,
  initialDemoPlayerState,
  isoDuration,
} from "./demo-player-state";

const duration = 90;
const playing: DemoPlayerState = { selectedIndex: 2, playing: true, elapsedSeconds: 41 };

describe("demoPlayerReducer", () => {
  it("starts on the first demo, paused at 0:00", () => {
    expect(initialDemoPlayerState).toEqual({ selectedIndex: 0, playing: false, elapsedSeconds: 0 });
  });

  it("selecting a demo makes it current, stops playback and resets the time (SPEC §4)", () => {
    expect(demoPlayerReducer(playing, { type: "select", index: 4 })).toEqual({
      selectedIndex: 4,
      playing: false,
      elapsedSeconds: 0,
    });
    expect(demoPlayerReducer(playing, { type: "select", index: 2 })).toEqual({
      selectedIndex: 2,
      playing: false,
      elapsedSeconds: 0,
    });
  });

  it("play/pause toggles and keeps the elapsed time", () => {
    const paused = demoPlayerReducer(playing, { type: "toggle", durationSeconds: duration });
    expect(paused).toEqual({ ...playing, playing: false });
    expect(demoPlayerReducer(paused, { type: "toggle", durationSeconds: duration })).toEqual(playing);
  });

  it("counts one second per tick only while playing, and stops at the end", () => {
    expect(demoPlayerReducer(playing, { type: "tick", durationSeconds: duration }).elapsedSeconds).toBe(42);
    const paused = { ...playing, playing: false };
    expect(demoPlayerReducer(paused, { type: "tick", durationSeconds: duration })).toBe(paused);
    const nearEnd = { ...playing, elapsedSeconds: duration - 1 };
    expect(demoPlayerReducer(nearEnd, { type: "tick", durationSeconds: duration })).toEqual({
      ...playing,
      elapsedSeconds: duration,
      playing: false,
    });
  });

  it("a chapter seeks within the demo and keeps playing or paused as it was", () => {
    expect(demoPlayerReducer(playing, { type: "seek", seconds: 75, durationSeconds: duration })).toEqual({
      ...playing,
      elapsedSeconds: 75,
    });
    const paused = { ...playing, playing: false };
    expect(demoPlayerReducer(paused, { type: "seek", seconds: 500, durationSeconds: duration })).toEqual({
      ...paused,
      elapsedSeconds: duration,
    });
  });

  it("follows a video's own time and play state", () => {
    expect(demoPlayerReducer(playing, { type: "time", seconds: 12.4 }).elapsedSeconds).toBe(12.4);
    expect(demoPlayerReducer(playing, { type: "playing", playing: false }).playing).toBe(false);
    expect(demoPlayerReducer(playing, { type: "playing", playing: true })).toBe(playing);
  });

  it("play after the end starts over", () => {
    const ended = { ...playing, playing: false, elapsedSeconds: duration };
    expect(demoPlayerReducer(ended, { type: "toggle", durationSeconds: duration })).toEqual({
      ...playing,
      elapsedSeconds: 0,
    });
  });
});

describe("time helpers", () => {
  it("formats minutes:seconds with two-digit seconds", () => {
    expect(formatPlaybackTime(0)).toBe("0:00");
    expect(formatPlaybackTime(7)).toBe("0:07");
    expect(formatPlaybackTime(585)).toBe("9:45");
    expect(formatPlaybackTime(3600)).toBe("60:00");
  });

  it("gives an ISO 8601 duration for <time>", () => {
    expect(isoDuration(585)).toBe("PT9M45S");
  });

  it("maps elapsed time to the last chapter that has started", () => {
    const starts = [0, 30, 75, 140];
    expect(currentChapterIndex(0, starts)).toBe(0);
    expect(currentChapterIndex(29.9, starts)).toBe(0);
    expect(currentChapterIndex(30, starts)).toBe(1);
    expect(currentChapterIndex(139, starts)).toBe(2);
    expect(currentChapterIndex(600, starts)).toBe(3);
    expect(currentChapterIndex(10, [])).toBe(0);
  });
});
