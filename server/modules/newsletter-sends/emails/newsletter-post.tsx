import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { brand, button, EmailLayout, heading, paragraph } from "../../mail/email-layout";

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
  postUrl,
  unsubscribeUrl,
}: {
  title: string;
  excerpt: string;
  html: string;
  postUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout
      preview={excerpt}
      footer="You are receiving this because you subscribed to the Aster HRMS newsletter on our website."
    >
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
