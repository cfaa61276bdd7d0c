import { isIPv4, isIPv6 } from "node:net";

/**
 * What a per-address limit counts for a client (ADR 007). An IPv4 address is one key. An IPv6
 * client is keyed by its /64: that is the smallest block a provider hands one subscriber, who can
 * then use any of its 2^64 addresses; keyed by the whole address, one home connection would get
 * unlimited fresh counters. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 one.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIPv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` expanded and a trailing IPv4 part read as two). */
function ipv6Groups(ip: string): number[] {
  const withoutZone = ip.split("%")[0] ?? ip;
  const [head = "", tail] = withoutZone.split("::");
  const parse = (part: string): number[] => {
    if (part === "") return [];
    return part.split(":").flatMap((piece) => {
      if (!piece.includes(".")) return [Number.parseInt(piece, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = piece.split(".").map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}
