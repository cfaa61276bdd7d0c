import { CircleAlert, CircleCheck, Mail } from "lucide-react";
import { data } from "react-router";
import { newsletterMessages } from "../../common/newsletter-rules";
import { NewsletterLinkCard } from "../components/newsletter/newsletter-link-card";
import { personalPageHeaders } from "../lib/personal-page";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: "Unsubscribe from the newsletter",
    description: "Leave The Aster Monthly, from the link in any of its emails.",
    path: location.pathname,
    publicUrl: publicUrlOf(matches),
    noindex: true,
  });

export const headers = personalPageHeaders;

/** The link in every newsletter email. Opening it changes nothing; the button's POST unsubscribes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.pageCache.skip();
  const token = new URL(request.url).searchParams.get("s") ?? "";
  try {
    return { token, state: await context.services.newsletter.unsubscribeState(token) };
  } catch (error) {
    throw data(null, { status: context.loadFailed(error, "a newsletter unsubscribe link") });
  }
}

export default function Unsubscribe({ loaderData: { token, state } }: Route.ComponentProps) {
  if (state === "listed") {
    return (
      <NewsletterLinkCard
        icon={Mail}
        title="Unsubscribe from The Aster Monthly"
        action={{
          url: `/newsletter/unsubscribe?s=${encodeURIComponent(token)}`,
          label: "Unsubscribe",
          variant: "danger",
        }}
      >
        <p>Press the button and we will send you no more newsletter emails. It takes effect at once.</p>
      </NewsletterLinkCard>
    );
  }
  if (state === "unsubscribed") {
    return (
      <NewsletterLinkCard
        icon={CircleCheck}
        title="You are unsubscribed"
        next={{ to: "/blog", label: "Go to the blog" }}
      >
        <p role="status">{newsletterMessages.unsubscribed}</p>
        <p>Changed your mind? Sign up again in the newsletter box on our blog.</p>
      </NewsletterLinkCard>
    );
  }
  return (
    <NewsletterLinkCard
      icon={CircleAlert}
      title="This link does not work"
      next={{ to: "/blog", label: "Go to the blog" }}
    >
      <p>
        This unsubscribe link is not valid. Use the link at the foot of any newsletter email, or write to us and we will
        take you off the list.
      </p>
    </NewsletterLinkCard>
  );
}
