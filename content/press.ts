/**
 * The Press page (where the footer's "Press" entry leads): company facts, the "About Aster"
 * boilerplate, the logo files and the press contact.
 *
 * Every fact is read from content/company.ts, content/offices.ts and content/about.ts (leaders), never retyped,
 * so the page cannot drift from the rest of the site. The logo files under public/press/ are made from the site's
 * logo by scripts/press/ and committed; a test checks that every file listed here exists.
 */
import { leadership, timeline } from "./about";
import { company } from "./company";
import { headquarters, offices } from "./offices";
import type { PageHead, TitledText } from "./types";

/** Where journalists write; answered during business hours. */
export const pressEmail = "press@asterhrms.com";

export const pressPage: PageHead = {
  title: "Press",
  description:
    "Facts about Aster and Aster HRMS for journalists: founding, headquarters, clients, leadership, logo files and " +
    "our press contact.",
  intro: `Writing about ${company.name}? Here are the facts, our logo and the person to ask.`,
};

/** A labelled fact in the press kit's fact sheet. */
export interface PressFact {
  label: string;
  value: string;
}

/** The site's domain, as the company's own addresses carry it. */
const websiteDomain = company.email.slice(company.email.indexOf("@") + 1);
const cities = offices.map((office) => office.city);

/** The fact sheet, in reading order. */
export const pressFacts: readonly PressFact[] = [
  { label: "Company", value: company.legalName },
  { label: "Product", value: company.product },
  { label: "Founded", value: String(company.founded) },
  { label: "Headquarters", value: company.headquarters },
  { label: "Offices", value: cities.join(", ") },
  { label: "Clients", value: company.clients },
  { label: "Client satisfaction", value: company.satisfaction },
  { label: "Leadership", value: leadership.map((leader) => `${leader.name}, ${leader.role}`).join("; ") },
  { label: "Website", value: websiteDomain },
];

/** Cities other than the headquarters, as a phrase: "Bangalore, Dubai, … and Thane". */
const otherCities = cities.filter((city) => city !== headquarters.city);
const otherCitiesPhrase = `${otherCities.slice(0, -1).join(", ")} and ${otherCities.at(-1)}`;

/** The "About Aster" paragraph journalists may quote as it stands (60 to 90 words). */
export const pressBoilerplate: TitledText = {
  title: `About ${company.name}`,
  text:
    `${company.legalName} makes ${company.product}, a cloud HR management system for growing companies. It brings ` +
    "attendance in 8 ways, payroll with statutory compliance, leave, recruitment, performance and field teams " +
    `into one place. Founded in ${company.founded} and headquartered in ${company.headquarters}, ${company.name} ` +
    `grew out of software first built in ${timeline[0]?.year} for a Kolkata staffing firm. It serves ` +
    `${company.clients} clients from offices in ${headquarters.city}, ${otherCitiesPhrase}.`,
};

/** A downloadable logo file; `file` is the public path the page links to. */
export interface LogoFile {
  file: `/press/${string}`;
  label: string;
  format: "SVG" | "PNG";
}

/** One version of the logo, in each format it comes in (vector first); `onDark` previews it on a dark ground. */
export interface LogoVersion {
  label: string;
  onDark: boolean;
  /** The preview's size in CSS pixels, in the file's proportions (the wordmark is 572 x 128). */
  preview: { width: number; height: number };
  files: readonly LogoFile[];
}

/** A version's files under public/press/: the vector file first, then its PNG copy. */
function logoVersion(name: string, label: string, onDark: boolean, preview: LogoVersion["preview"]): LogoVersion {
  return {
    label,
    onDark,
    preview,
    files: [
      { file: `/press/${name}.svg`, label, format: "SVG" },
      { file: `/press/${name}.png`, label, format: "PNG" },
    ],
  };
}

/** The logo versions: full colour, white for dark backgrounds, and the symbol alone. */
export const logoVersions: readonly LogoVersion[] = [
  logoVersion("aster-logo", "Logo, full colour", false, { width: 229, height: 51 }),
  logoVersion("aster-logo-white", "Logo, white, for dark backgrounds", true, { width: 229, height: 51 }),
  logoVersion("aster-mark", "Symbol only, full colour", false, { width: 64, height: 64 }),
];

/** Every logo file, vector first within each version. */
export const logoFiles: readonly LogoFile[] = logoVersions.flatMap((version) => version.files);

/** How the logo may be used, under the files. */
export const logoUsage =
  "Use the logo as supplied: do not change its colours or proportions, add effects, or place the full-colour " +
  "version on a background that hides it.";

/** The press contact box: a heading, a line of text and the address it links to. */
export interface PressContact extends TitledText {
  email: string;
}

export const pressContact: PressContact = {
  title: "Press Contact",
  text:
    `For interviews, comment or images, write to ${pressEmail}. We answer during business hours, ` +
    `${company.businessHours} India Standard Time.`,
  email: pressEmail,
};
