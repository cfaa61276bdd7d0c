import { MessageSquare } from "lucide-react";
import { useEffect, useState } from "react";
import { openAssistant } from "../../islands/open-assistant";
import { cta } from "../../lib/ctas";
import { buttonClasses } from "../ui/button";

/**
 * Pricing's Live Chat (an island). Until the page's scripts run, it is a link to the contact form
 * with the sales topic chosen: a visitor who clicks that early (or whose browser runs no scripts)
 * still reaches sales. Once hydrated it becomes a real button that opens the assistant
 * (app/islands/open-assistant.ts). The swap happens after hydration, so the server's HTML and the
 * first browser render agree.
 */
export function LiveChatButton() {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const classes = buttonClasses("light", "lg");
  const content = (
    <>
      <MessageSquare aria-hidden="true" className="size-5" />
      Live Chat
    </>
  );
  if (!live) {
    return (
      <a href="/contact?topic=sales" {...cta("pricing-live-chat")} className={classes}>
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openAssistant}
      {...cta("pricing-live-chat")}
      className={classes}
    >
      {content}
    </button>
  );
}
