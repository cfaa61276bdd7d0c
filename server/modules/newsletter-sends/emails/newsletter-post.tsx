import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { brand, button, EmailLayout, emailContentWidth, heading, paragraph } from "../../mail/email-layout";

export interface EmailImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A blog post sent as the newsletter (ADR 025). `html` is the post's body as stored, which the
 * blog sanitised on write (server/modules/blog/post-content.ts), so it is shown as it is.
 * `unsubscribeUrl` is the recipient's own link: the send renders once with a marker in its place
 * and writes each recipient's link into their copy (server/modules/newsletter-sends/post-message.ts).
 */
export function NewsletterPostEmail({
  title,
  excerpt,
  html,
  cover,
  postUrl,
  unsubscribeUrl,
}: {
  title: string;
  excerpt: string;
  html: string;
  /** The post's image at an absolute address, in a size and format every mail client draws. */
  cover?: EmailImage | null;
  postUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout
      preview={excerpt}
      footer="You are receiving this because you subscribed to the Aster HRMS newsletter on our website."
    >
      {cover ? (
        <img
          src={cover.src}
          alt={cover.alt}
          width={emailContentWidth}
          height={Math.round((emailContentWidth * cover.height) / cover.width)}
          style={{ display: "block", width: "100%", maxWidth: emailContentWidth, height: "auto", borderRadius: 8 }}
        />
      ) : null}
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      <Section style={{ ...paragraph, margin: "8px 0 16px" }}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the blog sanitises every body on write with its allowlist */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Section>
      <Button href={postUrl} style={button}>
        Read on the site
      </Button>
      <Text style={{ ...paragraph, fontSize: 13, color: brand.muted, marginTop: 24 }}>
        No longer interested?{" "}
        <Link href={unsubscribeUrl} style={{ color: brand.indigo }}>
          Unsubscribe from the newsletter
        </Link>{" "}
        in one click.
      </Text>
    </EmailLayout>
  );
}
