/** Staff work in India: back-office times read in India time, whatever the browser's zone. */
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
