/**
 * What "lucide-react" means to the public site's code when the server renders it (ADR 004): the same
 * drawings, put on the page by a much lighter component (vite.config.ts swaps this module in for
 * server builds only; the browser keeps lucide-react's own components and their per-page chunks).
 *
 * lucide-react's components rebuild each icon's attributes and shapes on every render (context
 * lookup, class merging, a dozen object spreads): a tenth of the CPU of an uncached page, whose
 * 80-140 icons are drawn on every render. Here the shapes of each icon are made into React
 * elements once, when the module loads, and an icon renders one <svg> around them. Hydration
 * needs the server's markup to be lucide-react's exactly; server-icons.test.ts compares the two
 * for every icon.
 *
 * A public component that imports an icon missing here fails the server build ("not exported"):
 * add it below. A lucide module that only re-exports another under an old name (bold is letter-b)
 * has no data of its own: import the one it names, export it under the name the app uses.
 */

import * as arrowLeft from "lucide-react/icons/arrow-left";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as award from "lucide-react/icons/award";
import * as banknote from "lucide-react/icons/banknote";
import * as bell from "lucide-react/icons/bell";
import * as bookOpen from "lucide-react/icons/book-open";
import * as bot from "lucide-react/icons/bot";
import * as briefcase from "lucide-react/icons/briefcase";
import * as building from "lucide-react/icons/building";
import * as building2 from "lucide-react/icons/building-complex";
import * as calendar from "lucide-react/icons/calendar";
import * as calendarCheck from "lucide-react/icons/calendar-check";
import * as calendarDays from "lucide-react/icons/calendar-days";
import * as calendarX2 from "lucide-react/icons/calendar-x-2";
import * as captions from "lucide-react/icons/captions";
import * as chartColumn from "lucide-react/icons/chart-column";
import * as chartLine from "lucide-react/icons/chart-line";
import * as chartPie from "lucide-react/icons/chart-pie";
import * as check from "lucide-react/icons/check";
import * as chevronDown from "lucide-react/icons/chevron-down";
import * as chevronLeft from "lucide-react/icons/chevron-left";
import * as chevronRight from "lucide-react/icons/chevron-right";
import * as circleCheck from "lucide-react/icons/circle-check";
import * as circleExclamationPoint from "lucide-react/icons/circle-exclamation-point";
import * as clipboardList from "lucide-react/icons/clipboard-list";
import * as clock from "lucide-react/icons/clock";
import * as cloud from "lucide-react/icons/cloud";
import * as code from "lucide-react/icons/code";
import * as creditCard from "lucide-react/icons/credit-card";
import * as database from "lucide-react/icons/database";
import * as download from "lucide-react/icons/download";
import * as externalLink from "lucide-react/icons/external-link";
import * as eye from "lucide-react/icons/eye";
import * as fileText from "lucide-react/icons/file-text";
import * as fingerprintPattern from "lucide-react/icons/fingerprint-pattern";
import * as folder from "lucide-react/icons/folder";
import * as gauge from "lucide-react/icons/gauge";
import * as globe from "lucide-react/icons/globe";
import * as graduationCap from "lucide-react/icons/graduation-cap";
import * as headphones from "lucide-react/icons/headphones";
import * as heart from "lucide-react/icons/heart";
import * as key from "lucide-react/icons/key";
import * as landmark from "lucide-react/icons/landmark";
import * as layers from "lucide-react/icons/layers";
import * as lightbulb from "lucide-react/icons/lightbulb";
import * as lock from "lucide-react/icons/lock";
import * as logOut from "lucide-react/icons/log-out";
import * as mail from "lucide-react/icons/mail";
import * as mapPin from "lucide-react/icons/map-pin";
import * as mapPinned from "lucide-react/icons/map-pinned";
import * as maximize from "lucide-react/icons/maximize";
import * as megaphone from "lucide-react/icons/megaphone";
import * as menu from "lucide-react/icons/menu";
import * as messageSquare from "lucide-react/icons/message-square";
import * as monitorPlay from "lucide-react/icons/monitor-play";
import * as moon from "lucide-react/icons/moon";
import * as network from "lucide-react/icons/network";
import * as pause from "lucide-react/icons/pause";
import * as pencil from "lucide-react/icons/pencil";
import * as phone from "lucide-react/icons/phone";
import * as play from "lucide-react/icons/play";
import * as plug from "lucide-react/icons/plug";
import * as qrCode from "lucide-react/icons/qr-code";
import * as receipt from "lucide-react/icons/receipt";
import * as refreshCw from "lucide-react/icons/refresh-cw";
import * as rocket from "lucide-react/icons/rocket";
import * as route from "lucide-react/icons/route";
import * as rss from "lucide-react/icons/rss";
import * as scanFace from "lucide-react/icons/scan-face";
import * as search from "lucide-react/icons/search";
import * as searchX from "lucide-react/icons/search-x";
import * as send from "lucide-react/icons/send";
import * as settings from "lucide-react/icons/settings";
import * as shield from "lucide-react/icons/shield";
import * as shieldCheck from "lucide-react/icons/shield-check";
import * as smartphone from "lucide-react/icons/smartphone";
import * as sparkles from "lucide-react/icons/sparkles";
import * as star from "lucide-react/icons/star";
import * as sun from "lucide-react/icons/sun";
import * as target from "lucide-react/icons/target";
import * as trendingUp from "lucide-react/icons/trending-up";
import * as userCheck from "lucide-react/icons/user-check";
import * as userPlus from "lucide-react/icons/user-plus";
import * as users from "lucide-react/icons/users";
import * as volume2 from "lucide-react/icons/volume-2";
import * as volumeX from "lucide-react/icons/volume-x";
import * as wallet from "lucide-react/icons/wallet";
import * as wifi from "lucide-react/icons/wifi";
import * as workflow from "lucide-react/icons/workflow";
import * as x from "lucide-react/icons/x";
import * as zap from "lucide-react/icons/zap";
import { createElement, type ReactElement, type SVGProps } from "react";

/** What lucide-react's per-icon modules export as `__iconData`: the name and the shapes. */
interface IconData {
  name: string;
  /** Former names, which lucide also writes into the class attribute. */
  aliases?: readonly unknown[];
  node: readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "ref">;
type IconComponent = (props: IconProps) => ReactElement;

/** lucide marks an icon decorative unless it is given something a screen reader could announce, or children (say a <title>). */
function announced(props: IconProps, children: IconProps["children"]): boolean {
  if (children != null) return true;
  for (const name in props) {
    if ((name.startsWith("aria-") || name === "role" || name === "title") && props[name as keyof IconProps] != null) {
      return true;
    }
  }
  return false;
}

/**
 * lucide-react's per-icon modules export their data as `__iconData`, which their type
 * declarations leave out. Read as `(module as LucideModule).__iconData`, a plain property of
 * the import, so the bundler takes that one export and builds no namespace object per icon.
 */
interface LucideModule {
  __iconData?: IconData;
}

function drawing(data: IconData | undefined): IconComponent {
  // lucide-react's modules have exported their data this way since 1.0; fail loudly, at start, if that changes.
  if (!data?.name || !Array.isArray(data.node)) throw new Error("lucide-react no longer exports __iconData");
  const shapes = data.node.map(([tag, attributes]) => createElement(tag, attributes));
  const iconClass = ["lucide", data.name, ...(data.aliases ?? []).filter((alias) => typeof alias === "string")]
    .map((name, index) => (index === 0 ? name : `lucide-${name}`))
    .join(" ");
  // biome-ignore lint/correctness/noComponentHookFactories: drawing() runs once per icon, when this module loads, so each icon is one component for the life of the page.
  function Icon({ className, children, ...props }: IconProps) {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless the caller labels it, as with lucide-react.
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${iconClass} ${className}` : iconClass}
        aria-hidden={announced(props, children) ? undefined : "true"}
        {...props}
      >
        {shapes}
        {children}
      </svg>
    );
  }
  Icon.displayName = `Icon(${data.name})`;
  return Icon;
}

export const ArrowLeft = /* @__PURE__ */ drawing((arrowLeft as LucideModule).__iconData);
export const ArrowRight = /* @__PURE__ */ drawing((arrowRight as LucideModule).__iconData);
export const Award = /* @__PURE__ */ drawing((award as LucideModule).__iconData);
export const Banknote = /* @__PURE__ */ drawing((banknote as LucideModule).__iconData);
export const Bell = /* @__PURE__ */ drawing((bell as LucideModule).__iconData);
export const BookOpen = /* @__PURE__ */ drawing((bookOpen as LucideModule).__iconData);
export const Bot = /* @__PURE__ */ drawing((bot as LucideModule).__iconData);
export const Briefcase = /* @__PURE__ */ drawing((briefcase as LucideModule).__iconData);
export const Building = /* @__PURE__ */ drawing((building as LucideModule).__iconData);
export const Building2 = /* @__PURE__ */ drawing((building2 as LucideModule).__iconData);
export const Calendar = /* @__PURE__ */ drawing((calendar as LucideModule).__iconData);
export const CalendarCheck = /* @__PURE__ */ drawing((calendarCheck as LucideModule).__iconData);
export const CalendarDays = /* @__PURE__ */ drawing((calendarDays as LucideModule).__iconData);
export const CalendarX2 = /* @__PURE__ */ drawing((calendarX2 as LucideModule).__iconData);
export const ChartColumn = /* @__PURE__ */ drawing((chartColumn as LucideModule).__iconData);
export const ChartLine = /* @__PURE__ */ drawing((chartLine as LucideModule).__iconData);
export const ChartPie = /* @__PURE__ */ drawing((chartPie as LucideModule).__iconData);
export const Check = /* @__PURE__ */ drawing((check as LucideModule).__iconData);
export const ChevronDown = /* @__PURE__ */ drawing((chevronDown as LucideModule).__iconData);
export const ChevronLeft = /* @__PURE__ */ drawing((chevronLeft as LucideModule).__iconData);
export const ChevronRight = /* @__PURE__ */ drawing((chevronRight as LucideModule).__iconData);
export const CircleCheck = /* @__PURE__ */ drawing((circleCheck as LucideModule).__iconData);
export const CircleExclamationPoint = /* @__PURE__ */ drawing((circleExclamationPoint as LucideModule).__iconData);
export const ClipboardList = /* @__PURE__ */ drawing((clipboardList as LucideModule).__iconData);
export const Clock = /* @__PURE__ */ drawing((clock as LucideModule).__iconData);
export const Cloud = /* @__PURE__ */ drawing((cloud as LucideModule).__iconData);
export const Code = /* @__PURE__ */ drawing((code as LucideModule).__iconData);
export const CreditCard = /* @__PURE__ */ drawing((creditCard as LucideModule).__iconData);
export const Database = /* @__PURE__ */ drawing((database as LucideModule).__iconData);
export const Download = /* @__PURE__ */ drawing((download as LucideModule).__iconData);
export const ExternalLink = /* @__PURE__ */ drawing((externalLink as LucideModule).__iconData);
export const Eye = /* @__PURE__ */ drawing((eye as LucideModule).__iconData);
export const FileText = /* @__PURE__ */ drawing((fileText as LucideModule).__iconData);
export const FingerprintPattern = /* @__PURE__ */ drawing((fingerprintPattern as LucideModule).__iconData);
export const Folder = /* @__PURE__ */ drawing((folder as LucideModule).__iconData);
export const Gauge = /* @__PURE__ */ drawing((gauge as LucideModule).__iconData);
export const Globe = /* @__PURE__ */ drawing((globe as LucideModule).__iconData);
export const GraduationCap = /* @__PURE__ */ drawing((graduationCap as LucideModule).__iconData);
export const Headphones = /* @__PURE__ */ drawing((headphones as LucideModule).__iconData);
export const Heart = /* @__PURE__ */ drawing((heart as LucideModule).__iconData);
export const Key = /* @__PURE__ */ drawing((key as LucideModule).__iconData);
export const Landmark = /* @__PURE__ */ drawing((landmark as LucideModule).__iconData);
export const Layers = /* @__PURE__ */ drawing((layers as LucideModule).__iconData);
export const Lightbulb = /* @__PURE__ */ drawing((lightbulb as LucideModule).__iconData);
export const Lock = /* @__PURE__ */ drawing((lock as LucideModule).__iconData);
export const LogOut = /* @__PURE__ */ drawing((logOut as LucideModule).__iconData);
export const Mail = /* @__PURE__ */ drawing((mail as LucideModule).__iconData);
export const MapPin = /* @__PURE__ */ drawing((mapPin as LucideModule).__iconData);
export const MapPinned = /* @__PURE__ */ drawing((mapPinned as LucideModule).__iconData);
export const Megaphone = /* @__PURE__ */ drawing((megaphone as LucideModule).__iconData);
export const Menu = /* @__PURE__ */ drawing((menu as LucideModule).__iconData);
export const MessageSquare = /* @__PURE__ */ drawing((messageSquare as LucideModule).__iconData);
export const MonitorPlay = /* @__PURE__ */ drawing((monitorPlay as LucideModule).__iconData);
export const Moon = /* @__PURE__ */ drawing((moon as LucideModule).__iconData);
export const Network = /* @__PURE__ */ drawing((network as LucideModule).__iconData);
export const Pause = /* @__PURE__ */ drawing((pause as LucideModule).__iconData);
export const Pencil = /* @__PURE__ */ drawing((pencil as LucideModule).__iconData);
export const Phone = /* @__PURE__ */ drawing((phone as LucideModule).__iconData);
export const Play = /* @__PURE__ */ drawing((play as LucideModule).__iconData);
export const Plug = /* @__PURE__ */ drawing((plug as LucideModule).__iconData);
export const QrCode = /* @__PURE__ */ drawing((qrCode as LucideModule).__iconData);
export const Receipt = /* @__PURE__ */ drawing((receipt as LucideModule).__iconData);
export const RefreshCw = /* @__PURE__ */ drawing((refreshCw as LucideModule).__iconData);
export const Rocket = /* @__PURE__ */ drawing((rocket as LucideModule).__iconData);
export const Route = /* @__PURE__ */ drawing((route as LucideModule).__iconData);
export const Rss = /* @__PURE__ */ drawing((rss as LucideModule).__iconData);
export const ScanFace = /* @__PURE__ */ drawing((scanFace as LucideModule).__iconData);
export const Search = /* @__PURE__ */ drawing((search as LucideModule).__iconData);
export const SearchX = /* @__PURE__ */ drawing((searchX as LucideModule).__iconData);
export const Send = /* @__PURE__ */ drawing((send as LucideModule).__iconData);
export const Settings = /* @__PURE__ */ drawing((settings as LucideModule).__iconData);
export const Shield = /* @__PURE__ */ drawing((shield as LucideModule).__iconData);
export const ShieldCheck = /* @__PURE__ */ drawing((shieldCheck as LucideModule).__iconData);
export const Smartphone = /* @__PURE__ */ drawing((smartphone as LucideModule).__iconData);
export const Sparkles = /* @__PURE__ */ drawing((sparkles as LucideModule).__iconData);
export const Star = /* @__PURE__ */ drawing((star as LucideModule).__iconData);
export const Sun = /* @__PURE__ */ drawing((sun as LucideModule).__iconData);
export const Target = /* @__PURE__ */ drawing((target as LucideModule).__iconData);
export const TrendingUp = /* @__PURE__ */ drawing((trendingUp as LucideModule).__iconData);
export const UserCheck = /* @__PURE__ */ drawing((userCheck as LucideModule).__iconData);
export const UserPlus = /* @__PURE__ */ drawing((userPlus as LucideModule).__iconData);
export const Users = /* @__PURE__ */ drawing((users as LucideModule).__iconData);
export const Wallet = /* @__PURE__ */ drawing((wallet as LucideModule).__iconData);
export const Wifi = /* @__PURE__ */ drawing((wifi as LucideModule).__iconData);
export const Workflow = /* @__PURE__ */ drawing((workflow as LucideModule).__iconData);
export const X = /* @__PURE__ */ drawing((x as LucideModule).__iconData);
export const Zap = /* @__PURE__ */ drawing((zap as LucideModule).__iconData);
export const Captions = /* @__PURE__ */ drawing((captions as LucideModule).__iconData);
export const Maximize = /* @__PURE__ */ drawing((maximize as LucideModule).__iconData);
export const Volume2 = /* @__PURE__ */ drawing((volume2 as LucideModule).__iconData);
export const VolumeX = /* @__PURE__ */ drawing((volumeX as LucideModule).__iconData);
/** lucide-react's CircleAlert is CircleExclamationPoint under its old name: one component here too. */
export const CircleAlert = CircleExclamationPoint;
