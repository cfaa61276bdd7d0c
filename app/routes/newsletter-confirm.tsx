import { CircleAlert, CircleCheck, Mail } from "lucide-react";
import { data, Link } from "react-router";
import { newsletterMessages } from "../../common/newsletter-rules";
import { NewsletterLinkCard } from "../components/newsletter/newsletter-link-card";
import { personalPageHeaders } from "../lib/personal-page";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: "Confirm your subscription",
    description: "Confirm your subscription to The Aster Monthly, from the link in your email.",
    path: location.pathname,
    publicUrl: publicUrlOf(matches),
    noindex: true,
  });

export const headers = personalPageHeaders;

/** The emailed link's page. It only reads: the Confirm button's POST is what confirms (ADR 024). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // One subscriber's state: never kept in the page cache.
  context.pageCache.skip();
  const token = new URL(request.url).searchParams.get("s") ?? "";
  try {
    const { newsletter } = context.services;
    const state = await newsletter.confirmState(token);
    return { token, state, unsubscribePath: state === "subscribed" ? newsletter.unsubscribePathFor(token) : null };
  } catch (error) {
    throw data(null, { status: context.loadFailed(error, "a newsletter confirmation") });
  }
}

const blog = { to: "/blog", label: "Go to the blog" };

export default function ConfirmSubscription({ loaderData: { token, state, unsubscribePath } }: Route.ComponentProps) {
  if (state === "pending") {
    return (
      <NewsletterLinkCard
        icon={Mail}
        title="Confirm your subscription"
        action={{ url: `/newsletter/confirm?s=${encodeURIComponent(token)}`, label: "Confirm subscription" }}
      >
        <p>
          Press the button to join The Aster Monthly: one email a month with our new articles and what changed in Aster
          HRMS. Every email has a link to unsubscribe in one click.
        </p>
      </NewsletterLinkCard>
    );
  }
  if (state === "subscribed") {
    return (
      <NewsletterLinkCard icon={CircleCheck} title="You are subscribed" next={{ to: "/blog", label: "Read the blog" }}>
        <p role="status">{newsletterMessages.confirmed}</p>
        {unsubscribePath && (
          <p>
            Changed your mind?{" "}
            <Link to={unsubscribePath} className="font-medium text-brand-ink underline">
              Unsubscribe
            </Link>{" "}
            at any time, here or from the link in every newsletter email.
          </p>
        )}
      </NewsletterLinkCard>
    );
  }
  return (
    <NewsletterLinkCard
      icon={CircleAlert}
      title={state === "expired" ? "This link has expired" : "This link does not work"}
      next={blog}
    >
      <p>
        {state === "expired"
          ? "Confirmation links work for 48 hours."
          : "This confirmation link is not valid, or the subscription it was for no longer exists."}{" "}
        Sign up again in the newsletter box on our blog, and we will email you a new link.
      </p>
    </NewsletterLinkCard>
  );
}
