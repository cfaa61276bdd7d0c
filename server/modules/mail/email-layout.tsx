import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { company } from "../../../content/company";

/** The brand's colours, written out: email clients ignore stylesheets and CSS variables. */
export const brand = {
  indigo: "#4f46e5",
  ink: "#0f172a",
  muted: "#475569",
  line: "#e2e8f0",
  page: "#f1f5f9",
};

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const emailWidth = 560;
const emailPadding = 32;
/** The width a mail client draws a message's content at: what an image in it is sized to. */
export const emailContentWidth = emailWidth - 2 * emailPadding;

/** Every message: a preview line, the logo, the content, and a footer with who sent it and why. */
export function EmailLayout({ preview, children, footer }: { preview: string; children: ReactNode; footer: string }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: brand.page, fontFamily: font, margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: emailWidth, margin: "0 auto", backgroundColor: "#ffffff", borderRadius: 12 }}>
          <Section style={{ padding: `24px ${emailPadding}px 0` }}>
            <Text style={{ margin: 0, fontSize: 20, fontWeight: 700, color: brand.ink }}>
              <span style={{ color: brand.indigo }}>✦</span> Aster <span style={{ color: brand.indigo }}>HRMS</span>
            </Text>
          </Section>
          <Section style={{ padding: `8px ${emailPadding}px 24px` }}>{children}</Section>
          <Hr style={{ borderColor: brand.line, margin: 0 }} />
          <Section style={{ padding: `16px ${emailPadding}px 24px` }}>
            <Text style={{ margin: 0, fontSize: 12, lineHeight: "18px", color: brand.muted }}>
              {footer} {company.legalName}, {company.headquarters}.{" "}
              <Link href={`mailto:${company.email}`} style={{ color: brand.indigo }}>
                {company.email}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: 15, lineHeight: "24px", color: brand.ink, margin: "12px 0" } as const;
export const heading = {
  fontSize: 22,
  lineHeight: "30px",
  fontWeight: 700,
  color: brand.ink,
  margin: "16px 0 8px",
} as const;
export const button = {
  backgroundColor: brand.indigo,
  color: "#ffffff",
  borderRadius: 8,
  padding: "12px 20px",
  fontWeight: 600,
  fontSize: 15,
  textDecoration: "none",
} as const;

/**
 * A link's one button, and the same address written out below it for a mail client that hides
 * buttons or a reader who copies it.
 */
export function ButtonAndLink({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Button href={href} style={button}>
        {label}
      </Button>
      <Text style={paragraph}>
        Or open this link:{" "}
        <Link href={href} style={{ color: brand.indigo, wordBreak: "break-all" }}>
          {href}
        </Link>
      </Text>
    </>
  );
}

/** A label/value table for facts (the slot, the requester's details). */
export function FactTable({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: "100%", margin: "12px 0" }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td
              style={{ padding: "6px 12px 6px 0", fontSize: 14, color: brand.muted, verticalAlign: "top", width: 150 }}
            >
              {label}
            </td>
            <td style={{ padding: "6px 0", fontSize: 14, color: brand.ink, fontWeight: 600 }}>{value || "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A line staff must not miss above what a form sent: a submission marked "possibly spam". */
export function StaffCaution({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        ...paragraph,
        background: "#fef3c7",
        color: "#78350f",
        borderRadius: 6,
        padding: "8px 12px",
        fontWeight: 600,
      }}
    >
      {children}
    </Text>
  );
}
