import { CalendarCheck, Headphones } from "lucide-react";
import { SiteLink } from "../../islands/site-link";
import { buttonClasses } from "../ui/button";

/**
 * The two ways on when the assistant has no answer (a refusal, or a question that could not be
 * asked): book a demo, or hand the conversation to a person through Live Support.
 */
export function HandOffs({ onLiveSupport, onNavigate }: { onLiveSupport: () => void; onNavigate: () => void }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <SiteLink
        to="/schedule-demo"
        onClick={onNavigate}
        data-cta="assistant-schedule-demo"
        className={buttonClasses("primary", "sm")}
      >
        <CalendarCheck aria-hidden="true" className="size-3.5" />
        Schedule Demo
      </SiteLink>
      <button
        type="button"
        onClick={onLiveSupport}
        data-cta="assistant-live-support"
        className={buttonClasses("secondary", "sm")}
      >
        <Headphones aria-hidden="true" className="size-3.5" />
        Live Support
      </button>
    </div>
  );
}
